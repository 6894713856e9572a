import { ServicesSection } from "#/src/components/home/services-section.tsx";
import { asIsland } from "#/src/components/islands/island-mark.tsx";

/** The home page's service cards: each opens its details in place. */
export default asIsland("services", ServicesSection);
