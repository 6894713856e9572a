// `node scripts/write-editor.ts <folder>`: writes the owner's
// editor (decision 014) into <folder>/admin/. Run by the editor's Astro integration
// (src/integrations/editor.ts) into the built site, and for `npm run dev` into a folder of its own.
import { business, isExample } from "#/src/data/business.server.ts";
import { writeAdminPage } from "#/scripts/lib/admin-page.ts";
import { isExampleSite } from "#/scripts/lib/cms-config.ts";

const folder = process.argv[2];
if (!folder) {
  console.error("write-editor: name the folder to write admin/ into.");
  process.exit(1);
}
// While the site's address is an example (marked, or on an example domain), the editor links to no site.
const admin = await writeAdminPage(folder, {
  siteName: business.name,
  origin: business.origin,
  exampleSite: isExampleSite(business.origin, isExample("origin")),
});
console.log(`write-editor: wrote the editor (/admin, ${Math.round(admin.bytes / 1e6)} MB)`);
