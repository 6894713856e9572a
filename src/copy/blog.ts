import { business, practiceFact } from "#/src/data/business.server.ts";
import { marked, type MarkedText } from "#/src/lib/marked-text.ts";
import { paths } from "#/src/registry/pages.ts";

/** The blog's own texts; the posts themselves are Markdown files in blog/. */
export const blogPage = {
  meta: {
    title: "Blog over gehoor en gehoorbescherming",
    description:
      "Praktische artikelen over het voorkomen van gehoorschade, over tinnitus, zwemdopjes, festivals en hoortoestellen, in gewone taal.",
  },
  eyebrow: "Blog",
  title: "Alles over horen, beschermen en tinnitus",
  intro:
    "Heldere uitleg en praktische tips: hoe u uw gehoor beschermt, wat u kunt doen bij tinnitus en wat goed horen voor u betekent.",
  readMore: "Lees meer",
  feedTitle: `Blog van ${business.name}`,
  original: "Origineel artikel",
  toc: "Op deze pagina",
  related: "Lees ook",
  allPosts: "Alle artikelen",
  /** The old address of a moved post, for a host that reads no redirect file. */
  moved: {
    title: "Dit artikel is verhuisd",
    text: "Dit artikel is verhuisd. Lees het hier:",
    offlineTitle: "Dit artikel staat niet meer online",
    offlineText: "Dit artikel staat niet meer online. Bekijk",
  },
  closing: {
    title: "Heeft u vragen over gehoorbescherming?",
    text: "Ook met vragen over uw gehoor, tinnitus of hoortoestellen kunt u bij ons terecht. Stel uw vraag of maak een afspraak.",
    button: "Neem contact op",
  },
} as const;

/** A post's byline; the partner clinic is marked while its name is an example. */
export const authorNames: Record<"praktijk" | "partnerkliniek", MarkedText> = {
  praktijk: `Team ${business.name}`,
  // Without the clinic's name no post by it is published (src/data/blog-rules.ts bylineProblem).
  partnerkliniek: business.partnerClinic
    ? marked`${practiceFact("partnerClinic", (name) => `Team ${name}`)}`
    : "Team van de partnerkliniek",
};

/** The page about an author, where the site has one: the practice's team is on the about page. */
export const authorPaths: Partial<Record<keyof typeof authorNames, string>> = { praktijk: paths.about };

/** Artwork for a post without its own picture (a slot in media/slots/blog.json). */
export const defaultPostImage = "blog-default";

export const readTimeText = (minutes: number) => `${minutes} min leestijd`;
