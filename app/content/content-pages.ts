import { overOns } from "#/app/content/about.ts";
import { hurdegaryp } from "#/app/content/branches/hurdegaryp.ts";
import { wieringerwerf } from "#/app/content/branches/wieringerwerf.ts";
import { hoortoestellen } from "#/app/content/care/hoortoestellen.ts";
import { secondOpinion } from "#/app/content/care/second-opinion.ts";
import { werkwijze } from "#/app/content/care/werkwijze.ts";
import { gamers } from "#/app/content/in-ear/gamers.ts";
import { muzikanten } from "#/app/content/in-ear/muzikanten.ts";
import { paths } from "#/app/content/pages.ts";
import type { ProtectionPage } from "#/app/content/protection/types.ts";
import type { ContentPage } from "#/app/content/sections.ts";

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
