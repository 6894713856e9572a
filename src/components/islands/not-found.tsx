import { NotFoundBody } from "#/src/components/sections/not-found-body.tsx";
import { asIsland } from "#/src/components/islands/island-mark.tsx";

/** The not-found page, whose text follows the chosen language. */
export default asIsland("not-found", NotFoundBody);
