import NotFoundPage from "#/app/pages/not-found.tsx";
import { marked } from "#/app/components/islands/island-mark.tsx";

/** The not-found page, whose text follows the chosen language. */
export default marked("not-found", NotFoundPage);
