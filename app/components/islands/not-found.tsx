import { NotFoundBody } from "#/app/components/sections/not-found-body.tsx";
import { asIsland } from "#/app/components/islands/island-mark.tsx";

/** The not-found page, whose text follows the chosen language. */
export default asIsland("not-found", NotFoundBody);
