import { StepList } from "~/components/step-list";
import type { Section } from "~/content/sections";
import { BenefitGrid } from "./benefit-grid";
import { BranchContact } from "./branch-contact";
import { CtaBanner } from "./cta-banner";
import { DisclosureGroup } from "./disclosure-group";
import { FactBlock } from "./fact-block";
import { FigureSection } from "./figure-section";
import { ItemList } from "./item-list";
import { CarouselSection, NoiseCalculator } from "./islands";
import { Locations } from "./locations";
import { MapSection } from "./map-section";
import { OpeningHours } from "./opening-hours";
import { Personalisation } from "./personalisation";
import { PriceBlock } from "./price-block";
import { ProductCards } from "./product-cards";
import { SpecSheet } from "./spec-sheet";
import { Team } from "./team";
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
      case "carousel":
        return <CarouselSection key={id} {...section} id={id} />;
      case "spec-sheet":
        return <SpecSheet key={id} {...section} id={id} />;
      case "price":
        return <PriceBlock key={id} {...section} id={id} />;
      case "team":
        return <Team key={id} {...section} id={id} />;
      case "locations":
        return <Locations key={id} {...section} id={id} />;
      case "figure":
        return <FigureSection key={id} {...section} />;
      case "branch-contact":
        return <BranchContact key={id} {...section} id={id} />;
      case "opening-hours":
        return <OpeningHours key={id} {...section} id={id} />;
      case "map":
        return <MapSection key={id} {...section} id={id} />;
    }
  });
}
