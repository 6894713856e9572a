import type { Config } from "@react-router/dev/config";

export default {
  ssr: false,
  prerender: ["/", "/gehoorbescherming/zwem", "/in-ear-monitors/muzikanten"],
} satisfies Config;
