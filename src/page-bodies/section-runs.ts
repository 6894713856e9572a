import { sectionId, type Section } from "#/src/copy/sections.ts";

/** Section types a visitor operates or whose text depends on the visitor's clock: each is an island. */
const islandSectionTypes = ["carousel", "calculator", "cost-calculator", "opening-hours", "map"] as const;

type IslandType = (typeof islandSectionTypes)[number];
/** An island's section, with the id it has on the page. */
type IslandSection = Extract<Section, { type: IslandType }> & { id: string };

/** A content page's sections as the Astro page renders them: runs of static sections, and islands. */
export type SectionRun = { island: IslandSection } | { sections: Section[] };

const isIsland = (section: Section & { id: string }): section is IslandSection =>
  (islandSectionTypes as readonly string[]).includes(section.type);

/**
 * The sections in order, split at every island. Each keeps the id SectionList would give it by its
 * place among all the page's sections (src/components/sections/section-list.tsx), not within its run.
 */
export function sectionRuns(sections: readonly Section[]): SectionRun[] {
  const runs: SectionRun[] = [];
  sections.forEach((section, index) => {
    const withId = { ...section, id: sectionId(section, index) };
    if (isIsland(withId)) {
      runs.push({ island: withId });
      return;
    }
    const last = runs.at(-1);
    if (last && "sections" in last) last.sections.push(withId);
    else runs.push({ sections: [withId] });
  });
  return runs;
}
