import { data } from "react-router";
import { ContentPageView } from "~/components/content-page-view";
import { preloadSections } from "~/components/sections/islands";
import { canonicalPath, contentPages } from "~/content/content-pages";
import { iconsFor } from "~/lib/content-icons.server";
import { seo } from "~/lib/seo";
import { branchById } from "~/content/business";
import { branchLd, breadcrumbLd, breadcrumbTrail, pageStructuredData } from "~/lib/structured-data";
import { mediaFor, ogImageFor } from "../../media/resolve";
import type { Route } from "./+types/content-page";

// Runs at build time only (prerendering): the page's content reaches the browser as data,
// so the content modules never enter the JavaScript bundle.
export function loader({ request }: Route.LoaderArgs) {
  // Prerendering asks for both the page and its client-navigation data file (`<path>.data`).
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  const page = contentPages[path];
  if (!page) throw data("Geen pagina op dit adres", { status: 404 });
  const canonical = canonicalPath(path);
  const trail = breadcrumbTrail(canonical, page.meta.title);
  const branchIds = new Set(page.sections.flatMap((section) => ("branch" in section ? [section.branch] : [])));
  const structuredData = [
    ...pageStructuredData(page, canonical),
    ...[...branchIds].map((id) => branchLd(branchById(id))),
    ...(trail ? [breadcrumbLd(trail)] : []),
  ];
  return {
    page,
    path: canonical,
    media: mediaFor(page),
    icons: iconsFor(page),
    seo: { image: ogImageFor(page.hero.image), structuredData },
  };
}

// Client-side navigation: the page's data and the chunks of its heavier sections, before it renders.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await preloadSections(data.page.sections);
  return data;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? seo({ ...loaderData.page.meta, ...loaderData.seo, path: loaderData.path }) : [];

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} media={loaderData.media} icons={loaderData.icons} />;
}
