// `node --import ./scripts/content-loader.ts …`: lets scripts, the server and the browser tests
// import the owner's data files (content/*.yaml) exactly as pages do (scripts/lib/content-plugin.ts).
// The first such import checks every file the owner edits, and stops with all their problems listed.
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";
import { checkContent } from "#/src/data/check-content.ts";
import { ContentError, dataModule } from "#/src/data/data-files.ts";

let checked = false;

registerHooks({
  load(url, context, nextLoad) {
    if (!url.startsWith("file:") || !url.endsWith(".yaml")) return nextLoad(url, context);
    if (!checked) {
      checked = true;
      try {
        checkContent();
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        // The owner's message, without a stack trace around it.
        console.error(`\n${error.message}\n`);
        process.exit(1);
      }
    }
    const source = dataModule(fileURLToPath(url));
    return source === undefined ? nextLoad(url, context) : { format: "module", source, shortCircuit: true };
  },
});
