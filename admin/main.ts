// Loaded by /admin/ right after Decap CMS's bundle (scripts/lib/admin-page.ts), which waits for it
// to start the editor: every widget the configuration uses gets the schemas' check
// (admin/controls.ts), amounts get their Dutch field, no save writes what the build would refuse, and
// no upload stores a photo the build would refuse (admin/upload-guard.ts).
import { fieldLabels } from "#/src/data/data-files.ts";
import { withU, type Phrases } from "#/admin/locale.ts";
import { decap, type Immutable } from "#/admin/decap.ts";
import { amountControl, amountPreview, checked, fixedControl } from "#/admin/controls.ts";
import { entryIssues, otherItemShown, schemaFor, type Entry } from "#/admin/entry-checks.ts";
import { guardUploads } from "#/admin/upload-guard.ts";
import { clearNotice, saveRefusal, watchRefusedSaves } from "#/admin/refused-save.ts";
import { withPhotoAssets } from "#/admin/photo-previews.ts";

const { CMS } = decap();

/** The widgets scripts/lib/cms-config.ts uses, each replaced by its checked version. */
const widgets = ["string", "text", "number", "boolean", "select", "datetime", "image", "list", "object", "markdown"];
for (const name of widgets) {
  const widget = CMS.getWidget(name) as { control: unknown } | undefined;
  if (widget) widget.control = checked(name, widget.control);
}
// The post's preview pane shows a photo as its field does (admin/photo-previews.ts).
const image = CMS.getWidget("image");
if (image?.preview) image.preview = withPhotoAssets(image.preview);
CMS.registerWidget("amount", checked("amount", amountControl()), amountPreview());
CMS.registerWidget("fixed", fixedControl());
// Uploads, at a field and on the Media page alike, are checked before Decap stores them.
guardUploads();
// A refused publication is brought into view, with a notice at the bottom until a save succeeds.
watchRefusedSaves();
CMS.registerEventListener({ name: "postSave", handler: () => clearNotice() });

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    // A form filled for another item than the one on screen is never written (scripts/lib/admin-page.ts).
    const collection = String(entry.get("collection"));
    if (
      otherItemShown(window.location.hash, {
        collection,
        slug: entry.get("slug") as string | undefined,
        isNew: Boolean(entry.get("newRecord")),
      })
    )
      throw saveRefusal(
        "Er is niets opgeslagen: dit formulier hoort bij een ander onderdeel dan het onderdeel dat u hebt geopend. Laad de pagina opnieuw (F5) en voer uw wijziging daarna nog een keer in",
      );
    const data = entry.get("data") as Immutable;
    // The last word before the file is written: anything the fields did not show still stops the save.
    const checkedEntry: Entry = {
      collection,
      file: (entry.get("path") as string | undefined) || undefined,
      isNew: Boolean(entry.get("newRecord")),
      data: data.toJS() as Record<string, unknown>,
    };
    const schema = schemaFor(checkedEntry);
    const issues = entryIssues(checkedEntry);
    if (schema && issues.length)
      throw saveRefusal(
        issues
          .map((issue) => `${fieldLabels(schema, issue.path).join(" › ") || "Dit onderdeel"}: ${issue.message}`)
          .join("; "),
      );
  },
});

// Decap's Dutch with 'u', as everywhere on the site (admin/locale.ts).
const dutch = CMS.getLocale("nl");
if (dutch) CMS.registerLocale("nl", withU(dutch as Phrases));

// The page held Decap back (CMS_MANUAL_INIT) until the checks were in place. The login runs on the
// address the editor is opened on (functions/oauth/), so it works on the real address and on the
// preview address before the site is live alike.
CMS.init({ config: { backend: { base_url: window.location.origin } } });
