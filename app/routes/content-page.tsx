import { data } from "react-router";
import { ContentPageView } from "~/components/content-page-view";
import { canonicalPath, contentPages } from "~/content/content-pages";
import { seo } from "~/lib/seo";
import { mediaFor } from "../../media/resolve";
import type { Route } from "./+types/content-page";

// Runs at build time only (prerendering): the page's content reaches the browser as data,
// so the content modules never enter the JavaScript bundle.
export function loader({ request }: Route.LoaderArgs) {
  // Prerendering asks for both the page and its client-navigation data file (`<path>.data`).
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  const page = contentPages[path];
  if (!page) throw data("Geen pagina op dit adres", { status: 404 });
  return { page, path: canonicalPath(path), media: mediaFor(page) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? seo({ ...loaderData.page.meta, path: loaderData.path }) : [];

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} media={loaderData.media} />;
}
