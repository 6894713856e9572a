import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "home" }),
  route("gehoorbescherming/zwem", "routes/content-page.tsx", { id: "zwem" }),
  route("in-ear-monitors/muzikanten", "routes/content-page.tsx", { id: "muzikanten" }),
] satisfies RouteConfig;
