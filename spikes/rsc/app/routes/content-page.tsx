import { ContentPageView } from "#/app/components/content-page-view.tsx";
import { canonicalPath, contentPageAt } from "#/app/content/content-pages.ts";
import { seo } from "#/app/lib/seo.ts";
import { contentPageStructuredData } from "#/app/lib/structured-data.ts";
import { mediaFor, ogImageFor } from "#/media/resolve.ts";
import { SeoTags } from "../server/seo-tags.tsx";

// Only the page's address travels as route data; the page itself is rendered on the server.
export function loader({ request }: { request: Request }) {
  const path = new URL(request.url).pathname.replace(/\.rsc$/, "").replace(/\/$/, "") || "/";
  return { path };
}

export function ServerComponent({ loaderData }: { loaderData: { path: string } }) {
  const page = contentPageAt(loaderData.path);
  if (!page) throw new Response("Geen pagina op dit adres", { status: 404 });
  const path = canonicalPath(loaderData.path);
  return (
    <>
      <SeoTags
        tags={seo({
          ...page.meta,
          image: ogImageFor(page.hero.image),
          path,
          structuredData: contentPageStructuredData(page, path),
        })}
      />
      <ContentPageView page={page} media={mediaFor(page)} icons={{}} />
    </>
  );
}
