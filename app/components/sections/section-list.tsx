import { StepList } from "~/components/step-list";
import type { Section } from "~/content/sections";
import { BenefitGrid } from "./benefit-grid";
import { CtaBanner } from "./cta-banner";
import { DisclosureGroup } from "./disclosure-group";
import { FactBlock } from "./fact-block";
import { ItemList } from "./item-list";
import { NoiseCalculator } from "./noise-calculator";
import { Personalisation } from "./personalisation";
import { ProductCards } from "./product-cards";
import { TextSection } from "./text-section";

/** Renders a content page's sections in order; each gets a stable id for its heading. */
export function SectionList({ sections }: { sections: Section[] }) {
  return sections.map((section, index) => {
    const id = section.id ?? `${section.type}-${index}`;
    switch (section.type) {
      case "text":
        return <TextSection key={id} {...section} id={id} />;
      case "products":
        return <ProductCards key={id} {...section} id={id} />;
      case "benefits":
        return <BenefitGrid key={id} {...section} id={id} />;
      case "facts":
        return <FactBlock key={id} {...section} id={id} />;
      case "personalisation":
        return <Personalisation key={id} {...section} id={id} />;
      case "list":
        return <ItemList key={id} {...section} id={id} />;
      case "steps":
        return <StepList key={id} {...section} id={id} />;
      case "accordion":
        return <DisclosureGroup key={id} {...section} id={id} />;
      case "cta":
        return <CtaBanner key={id} {...section} id={id} />;
      case "calculator":
        return <NoiseCalculator key={id} {...section} id={id} />;
    }
  });
}
