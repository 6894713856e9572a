import { data } from "react-router";
import { ContentPageView } from "#/app/components/content-page-view.tsx";
import { canonicalPath, contentPageAt } from "#/app/content/content-pages.ts";
import { iconsFor } from "#/app/lib/content-icons.server.tsx";
import { absoluteUrl, seo } from "#/app/lib/seo.ts";
import { contentPageStructuredData, productImageRefs } from "#/app/lib/structured-data.ts";
import { mediaFor, ogImageFor } from "#/media/resolve.ts";
import type { Route } from "./+types/content-page";

// Runs at build time only (prerendering): the page's content reaches the browser as data,
// so the content modules never enter the JavaScript bundle.
export function loader({ request }: Route.LoaderArgs) {
  // Prerendering asks for both the page and its client-navigation data file (`<path>.data`).
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  const page = contentPageAt(path);
  if (!page) throw data("Geen pagina op dit adres", { status: 404 });
  const canonical = canonicalPath(path);
  return {
    page,
    path: canonical,
    media: mediaFor(page),
    icons: iconsFor(page),
    seo: { image: ogImageFor(page.hero.image) },
    // The structured data's product pictures, resolved here: the media pipeline stays out of the browser.
    productImages: Object.fromEntries(
      productImageRefs(page).map((image) => [image, absoluteUrl(ogImageFor(image).url)]),
    ) as Record<string, string>,
  };
}

// The structured data is built while prerendering only (seo() drops it in the browser), so the
// page's data does not carry it a second time.
export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({
        ...loaderData.page.meta,
        ...loaderData.seo,
        path: loaderData.path,
        structuredData: import.meta.env.SSR
          ? contentPageStructuredData(loaderData.page, loaderData.path, (image) => loaderData.productImages[image]!)
          : [],
      })
    : [];

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} media={loaderData.media} icons={loaderData.icons} />;
}
