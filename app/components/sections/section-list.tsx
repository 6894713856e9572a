import { StepList } from "#/app/components/step-list.tsx";
import type { Section } from "#/app/content/sections.ts";
import { BenefitGrid } from "#/app/components/sections/benefit-grid.tsx";
import { BranchContact } from "#/app/components/sections/branch-contact.tsx";
import { CtaBanner } from "#/app/components/sections/cta-banner.tsx";
import { DisclosureGroup } from "#/app/components/sections/disclosure-group.tsx";
import { FactBlock } from "#/app/components/sections/fact-block.tsx";
import { FigureSection } from "#/app/components/sections/figure-section.tsx";
import { ItemList } from "#/app/components/sections/item-list.tsx";
import { CarouselSection, NoiseCalculator } from "#/app/components/sections/islands.ts";
import { Locations } from "#/app/components/sections/locations.tsx";
import { MapSection } from "#/app/components/sections/map-section.tsx";
import { OpeningHours } from "#/app/components/sections/opening-hours.tsx";
import { Personalisation } from "#/app/components/sections/personalisation.tsx";
import { PriceBlock } from "#/app/components/sections/price-block.tsx";
import { ProductCards } from "#/app/components/sections/product-cards.tsx";
import { SpecSheet } from "#/app/components/sections/spec-sheet.tsx";
import { Team } from "#/app/components/sections/team.tsx";
import { TextSection } from "#/app/components/sections/text-section.tsx";

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
