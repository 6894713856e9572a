import type { Config } from "@react-router/dev/config";

/** Prerendered once and served by every host for unknown paths (see scripts/postbuild.ts). */
export const NOT_FOUND_PATH = "/404";

export default {
  ssr: false,
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), NOT_FOUND_PATH],
} satisfies Config;
