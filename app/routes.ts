import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The spec's route table; each page's path also lives in content/pages.ts for links.
export default [index("routes/home.tsx"), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
