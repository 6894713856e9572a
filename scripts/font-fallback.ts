// Writes src/styles/font-fallback.css (metric-adjusted fallback faces). Run after changing the
// font or its metrics (scripts/lib/font-metrics.json); scripts/lib/font-fallback.test.ts fails while it is stale.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fontFallbackCss } from "#/scripts/lib/font-fallback.ts";

const target = join(import.meta.dirname, "..", "src", "styles", "font-fallback.css");
writeFileSync(target, fontFallbackCss());
console.log(`font-fallback: wrote ${target}`);
