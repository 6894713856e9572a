import { describe, expect, it } from "vitest";
import { dataFiles } from "#/app/content/data-files.ts";
import { blogCollection, cmsConfig, type CmsField } from "#/scripts/lib/cms-config.ts";

const config = cmsConfig("https://www.uwpraktijk.nl");
const files: { file: string; fields: CmsField[] }[] = config.collections.flatMap((collection) =>
  "files" in collection && collection.files ? collection.files : [],
);
const blog = blogCollection;

/** Every field of a form, with its path of names ("branches.wieringerwerf.week.tuesday"). */
function walk(fields: CmsField[], prefix = ""): [string, CmsField][] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const nested = (field.fields as CmsField[] | undefined) ?? [];
    return [[path, field] as [string, CmsField], ...walk(nested, `${path}.`)];
  });
}
const formOf = (file: string) => new Map(walk(files.find((entry) => entry.file === file)!.fields));
/** A pattern as the editor applies it while the owner types. */
const accepts = (field: CmsField | undefined, value: string) =>
  new RegExp((field!.pattern as string[])[0]!).test(value);

describe("the editor's configuration", () => {
  it("has a form for every data file of the build, and only those", () => {
    expect(files.map((entry) => entry.file).sort()).toEqual(Object.keys(dataFiles).sort());
  });

  it("checks an opening time as the build does, with the build's message", () => {
    const tuesday = formOf("content/opening-hours.yaml").get("branches.wieringerwerf.week.tuesday");
    expect(tuesday).toMatchObject({ label: "dinsdag", widget: "string" });
    for (const good of ["09:30-17:00", "9.30 – 17.00", "gesloten", "Gesloten"])
      expect(accepts(tuesday, good), good).toBe(true);
    for (const bad of ["tot 5 uur", "dicht", "09:30"]) expect(accepts(tuesday, bad), bad).toBe(false);
    expect((tuesday!.pattern as string[])[1]).toBe('schrijf de tijden als 09:30-17:00, of "gesloten"');
  });

  it("lets the owner add exceptions with a date, branches to choose from and hours", () => {
    const form = formOf("content/hours-exceptions.yaml");
    expect(form.get("exceptions")).toMatchObject({ widget: "list", required: false });
    expect(form.get("exceptions.date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(form.get("exceptions.until")).toMatchObject({ required: false });
    expect(form.get("exceptions.branches")).toMatchObject({
      widget: "select",
      multiple: true,
      options: [
        { value: "hurdegaryp", label: "Hurdegaryp" },
        { value: "wieringerwerf", label: "Wieringerwerf" },
      ],
    });
  });

  it("asks prices as numbers", () => {
    expect(formOf("content/prices.yaml").get("music-regular.amount")).toMatchObject({
      widget: "number",
      value_type: "float",
    });
  });

  it("puts uploaded photos where the build turns them into pictures", () => {
    expect(formOf("content/team.yaml").get("members.photo")).toMatchObject({
      widget: "image",
      required: false,
      media_folder: "/media/photos/team",
    });
    expect(new Map(walk(blog.fields as CmsField[])).get("image")).toMatchObject({ media_folder: "/media/photos/blog" });
  });

  it("writes blog posts as Markdown files named after their address, drafts unless published is switched on", () => {
    expect(blog).toMatchObject({
      folder: "content/blog",
      extension: "md",
      format: "frontmatter",
      slug: "{{fields.slug}}",
    });
    const fields = new Map(walk(blog.fields as CmsField[]));
    expect(fields.get("published")).toMatchObject({ widget: "boolean", default: false });
    expect(fields.get("body")).toMatchObject({ widget: "markdown" });
    expect(fields.has("id")).toBe(false);
  });

  it("uses the local files when run beside `npx decap-server`, in Dutch", () => {
    expect(config).toMatchObject({ local_backend: true, locale: "nl", site_url: "https://www.uwpraktijk.nl" });
  });
});
