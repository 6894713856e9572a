import { hoortoestellen } from "./care/hoortoestellen";
import { secondOpinion } from "./care/second-opinion";
import { werkwijze } from "./care/werkwijze";
import { paths } from "./pages";
import type { ProtectionPage } from "./protection/types";
import type { ContentPage } from "./sections";

/** Every file in protection/ is one hearing-protection page, at /gehoorbescherming/<slug>. */
const protectionModules = import.meta.glob<Record<string, ProtectionPage>>("./protection/[!t]*.ts", { eager: true });

export const protectionPages: ProtectionPage[] = Object.values(protectionModules).flatMap((module) =>
  Object.values(module),
);

export const protectionPath = (slug: string) => `/gehoorbescherming/${slug}`;

/** Content pages by path: what the shared content-page route renders. */
export const contentPages: Record<string, ContentPage> = {
  ...Object.fromEntries(protectionPages.map((page) => [protectionPath(page.slug), page])),
  [paths.hearingAids]: hoortoestellen,
  [paths.secondOpinion]: secondOpinion,
  [paths.method]: werkwijze,
};
