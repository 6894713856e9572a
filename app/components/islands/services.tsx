import { ServicesSection } from "#/app/components/home/services-section.tsx";
import { asIsland } from "#/app/components/islands/island-mark.tsx";

/** The home page's service cards: each opens its details in place. */
export default asIsland("services", ServicesSection);
