import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The spec's route table, one line a route. Every path also lives in content/pages.ts
// (for links); routes.test.ts keeps the two in step.
export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("afspraak-maken", "routes/appointment.tsx"),
  route("belasting-teruggave", "routes/tax-refund.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
