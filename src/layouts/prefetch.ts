// Prefetch on intent (issue 27): the browser fetches a page of the site when the visitor rests the
// pointer on its link or starts to tap it, so the full page load that follows feels instant. Rules
// for the browser (Speculation Rules), not a script: browsers without them simply load on click.
import { blogFeedPath } from "#/src/registry/pages.ts";

export const prefetchRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          // The feed is not read in the browser (and no page links to the editor).
          { not: { href_matches: blogFeedPath } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
