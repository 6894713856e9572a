import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The spec's route table, one line a route. Every path also lives in content/pages.ts
// (for links); routes.test.ts keeps the two in step.
const page = (path: string) => route(path, "routes/content-page.tsx", { id: `content:${path}` });

export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("afspraak-maken", "routes/appointment.tsx"),
  route("belasting-teruggave", "routes/tax-refund.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // Content pages: one template, one content file each (content/content-pages.ts).
  page("gehoorbescherming/muziek"),
  page("gehoorbescherming/motor"),
  page("gehoorbescherming/werk"),
  page("gehoorbescherming/reis"),
  page("gehoorbescherming/stilte"),
  page("gehoorbescherming/zwem"),
  page("gehoorbescherming/slaap"),
  page("hoortoestellen"),
  page("second-opinion"),
  page("werkwijze"),
  page("in-ear-monitors/muzikanten"),
  page("in-ear-monitors/gamers"),
  page("over-ons"),
  page("locatie"), // the same page as /locatie/hurdegaryp
  page("locatie/hurdegaryp"),
  page("locatie/wieringerwerf"),
  route("blogs", "routes/blog-overview.tsx"),
  route("blogs/feed.xml", "routes/blog-feed.ts"),
  route("blogs/:slug", "routes/blog-post.tsx"), // one per published post, see react-router.config.ts
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
