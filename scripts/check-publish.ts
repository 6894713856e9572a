// `npm run check:publish [folder]`: may the site go live? Prints every value in the owner's data
// files that is still an example, with file and field (scripts/lib/publish-check.ts), and exits
// with 1 while there is any, or while a file fails its schema. `folder`: the project (default: this one).
import { join, resolve } from "node:path";
import { publishReport } from "#/scripts/lib/publish-check.ts";

const { ready, text } = publishReport(resolve(process.argv[2] ?? join(import.meta.dirname, "..")));
console.log(text);
process.exitCode = ready ? 0 : 1;
