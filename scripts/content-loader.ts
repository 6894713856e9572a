// `node --import ./scripts/content-loader.ts …`: lets scripts, the server and the browser tests
// import the owner's data files (content/*.yaml) exactly as pages do (scripts/lib/content-plugin.ts).
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";
import { dataModule } from "#/app/content/data-files.ts";

registerHooks({
  load(url, context, nextLoad) {
    const source = url.startsWith("file:") && url.endsWith(".yaml") ? dataModule(fileURLToPath(url)) : undefined;
    return source === undefined ? nextLoad(url, context) : { format: "module", source, shortCircuit: true };
  },
});
