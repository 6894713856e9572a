import type { ComponentType } from "react";
import { StepList } from "#/src/components/sections/step-list.tsx";
import { sectionId, type Section, type SectionProps, type SectionType } from "#/src/copy/sections.ts";
import { BenefitGrid } from "#/src/components/sections/benefit-grid.tsx";
import { BranchContact } from "#/src/components/sections/branch-contact.tsx";
import { CarouselSection } from "#/src/components/sections/carousel-section.tsx";
import { ContactDetails } from "#/src/components/sections/contact-details.tsx";
import { CostCalculator } from "#/src/components/sections/cost-calculator.tsx";
import { DisclosureGroup } from "#/src/components/sections/disclosure-group.tsx";
import { FactBlock } from "#/src/components/sections/fact-block.tsx";
import { FigureSection } from "#/src/components/sections/figure-section.tsx";
import { JumpLinksSection } from "#/src/components/sections/jump-links.tsx";
import { ItemList } from "#/src/components/sections/item-list.tsx";
import { Locations } from "#/src/components/sections/locations.tsx";
import { MapSection } from "#/src/components/sections/map-section.tsx";
import { NoiseCalculator } from "#/src/components/sections/noise-calculator.tsx";
import { OpeningHours } from "#/src/components/sections/opening-hours.tsx";
import { Personalisation } from "#/src/components/sections/personalisation.tsx";
import { PriceList } from "#/src/components/sections/price-list.tsx";
import { PriceBlock } from "#/src/components/sections/price-block.tsx";
import { ProductCards } from "#/src/components/sections/product-cards.tsx";
import { SpecSheet } from "#/src/components/sections/spec-sheet.tsx";
import { Team } from "#/src/components/sections/team.tsx";
import { TextSection } from "#/src/components/sections/text-section.tsx";
import { SharedTextBlock } from "#/src/components/sections/shared-text-block.tsx";
import { TrustStrip } from "#/src/components/sections/trust-strip.tsx";

/**
 * The component that draws each type of section. A content page's shell hydrates the carousels and
 * calculators as islands of their own (src/page-bodies/section-runs.ts); here they render without a script.
 */
const components: { [Type in SectionType]: ComponentType<SectionProps<Type>> } = {
  text: TextSection,
  "shared-text": SharedTextBlock,
  products: ProductCards,
  benefits: BenefitGrid,
  facts: FactBlock,
  personalisation: Personalisation,
  list: ItemList,
  steps: StepList,
  accordion: DisclosureGroup,
  calculator: NoiseCalculator,
  "cost-calculator": CostCalculator,
  "price-list": PriceList,
  "jump-links": JumpLinksSection,
  carousel: CarouselSection,
  "spec-sheet": SpecSheet,
  price: PriceBlock,
  team: Team,
  trust: (props) => <TrustStrip {...props} look="card" />,
  locations: Locations,
  figure: FigureSection,
  "branch-contact": BranchContact,
  "contact-details": ContactDetails,
  "opening-hours": OpeningHours,
  map: MapSection,
};

/** Renders a content page's sections in order; each gets a stable id for its heading. */
export function SectionList({ sections }: { sections: Section[] }) {
  return sections.map((section, index) => {
    const id = sectionId(section, index);
    // TypeScript cannot pair a union member with its own entry in the map; the map's type does.
    const Component = components[section.type] as ComponentType<SectionProps<SectionType>>;
    return <Component key={id} {...section} id={id} />;
  });
}
