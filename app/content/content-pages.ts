import { overOns } from "./about";
import { hurdegaryp } from "./branches/hurdegaryp";
import { wieringerwerf } from "./branches/wieringerwerf";
import { hoortoestellen } from "./care/hoortoestellen";
import { secondOpinion } from "./care/second-opinion";
import { werkwijze } from "./care/werkwijze";
import { gamers } from "./in-ear/gamers";
import { muzikanten } from "./in-ear/muzikanten";
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
  [paths.musicians]: muzikanten,
  [paths.gamers]: gamers,
  [paths.about]: overOns,
  [paths.location]: hurdegaryp,
  [paths.hurdegaryp]: hurdegaryp,
  [paths.wieringerwerf]: wieringerwerf,
};

/** /locatie shows the Hurdegaryp page; search engines are pointed at one address for it. */
export const canonicalPath = (path: string) => (path === paths.location ? paths.hurdegaryp : path);
