import { describe, expect, it } from "vitest";
import { team } from "#/src/data/owner-files.ts";
import { readPageCopies } from "#/src/data/page-copies.server.ts";
import { contentPage } from "#/src/page-bodies/content-page.tsx";
import { contentFileAt } from "#/src/registry/content-pages.ts";
import { pages, paths } from "#/src/registry/pages.ts";

const copies = readPageCopies();
const pageAt = (path: string) => {
  const name = contentFileAt(path)!;
  return contentPage(path, { name, copy: copies[name]! });
};
const contentPaths = pages.filter((page) => "content" in page.source).map((page) => page.path);

describe("a content page's data", () => {
  it("shows the first member of the team on the hearing-care pages, not on their money page or elsewhere", () => {
    for (const path of [paths.hearingAids, paths.secondOpinion, paths.tinnitus, paths.method])
      expect(pageAt(path).practitioner, path).toEqual(team.members[0]);
    for (const path of [paths.costs, paths.music, paths.musicians, paths.hurdegaryp, paths.about])
      expect(pageAt(path).practitioner, path).toBeUndefined();
  });

  it("gives the proof under the hero every picture of the page, and the practitioner's portrait where there is one", () => {
    for (const path of contentPaths) {
      const { media, proofMedia, practitioner } = pageAt(path);
      expect(proofMedia.pictures, path).toMatchObject(media.pictures);
      if (practitioner?.photo) expect(Object.keys(proofMedia.pictures).length, path).toBeGreaterThan(0);
    }
  });
});
