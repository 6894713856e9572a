import { describe, expect, it } from "vitest";
import { dataFiles, isPageCopyFile } from "#/src/data/data-files.ts";
import { pages } from "#/src/registry/pages.ts";
import {
  blogCollection,
  cmsConfig,
  isExampleSite,
  MAX_PHOTO_BYTES,
  notInEditor,
  type CmsField,
} from "#/scripts/lib/cms-config.ts";

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

describe("the editor's configuration", () => {
  it("never says '(optioneel)' twice: Decap writes it after the label of every field that may be empty", () => {
    const every = [...files.flatMap((entry) => walk(entry.fields)), ...walk(blog.fields as CmsField[])];
    expect(every.length).toBeGreaterThan(50);
    for (const [path, field] of every) {
      expect(field.label, path).not.toMatch(/optioneel/i);
      // A label Decap shows with '(optioneel)' once, or not at all when a real item needs the field.
      const shown = field.required === false && !field.needed_when_real ? `${field.label} (optioneel)` : field.label;
      expect(shown.match(/\(optioneel\)/g)?.length ?? 0, path).toBeLessThanOrEqual(1);
    }
    expect(formOf("content/team.yaml").get("members.registration")).toMatchObject({
      label: "Registratie",
      required: false,
    });
  });

  it("has a form for every data file of the build the owner keeps, and only those", () => {
    expect(
      files
        .map((entry) => entry.file)
        .filter((file) => !isPageCopyFile(file))
        .sort(),
    ).toEqual(
      Object.keys(dataFiles)
        .filter((file) => !notInEditor.includes(file as keyof typeof dataFiles))
        .sort(),
    );
  });

  it("has a form for the words of every content page of the registry, once", () => {
    const content = new Set(pages.flatMap((page) => ("content" in page.source ? [page.source.content] : [])));
    const forms = files.map((entry) => entry.file).filter(isPageCopyFile);
    expect(forms.sort()).toEqual([...content].map((name) => `content/pages/${name}.yaml`).sort());
  });

  it("lets the owner reword a page, add a question or a paragraph, but keeps its pictures, prices and kinds of section", () => {
    const form = files.find((entry) => entry.file === "content/pages/care/hoortoestellen.yaml")!.fields;
    const sections = form.find((field) => field.name === "sections")!;
    expect(sections).toMatchObject({ widget: "list", allow_add: false, typeKey: "type" });
    const kinds = new Map((sections.types as (CmsField & { fields: CmsField[] })[]).map((kind) => [kind.name, kind]));
    const questions = new Map(walk(kinds.get("accordion")!.fields));
    expect(questions.get("items")).not.toHaveProperty("allow_add");
    expect(questions.get("items.paragraphs")).toMatchObject({ widget: "list", field: { widget: "text" } });
    const products = new Map(walk(kinds.get("products")!.fields));
    for (const kept of ["products.image", "products.price", "products.features.icon"])
      expect(products.get(kept), kept).toMatchObject({ widget: "hidden" });
    expect(products.get("products.description")).toMatchObject({ widget: "text" });
  });

  it("lets the owner reword the home page, among the pages, but keeps its four claims, each with its icon", () => {
    const pagesCollection = config.collections.find((collection) => collection.name === "paginas")!;
    expect("files" in pagesCollection && pagesCollection.files.slice(0, 2)).toMatchObject([
      { file: "content/home.yaml", label: "Homepage (/)" },
      { file: "content/appointment.yaml", label: "Afspraak maken (/afspraak-maken)" },
    ]);
    const form = formOf("content/home.yaml");
    expect(form.get("about.claims")).toMatchObject({ widget: "list", allow_add: false, allow_remove: false });
    expect(form.get("hero.intro")).toMatchObject({ widget: "text" });
    expect(form.get("hero.highlights")).toMatchObject({ widget: "list" });
  });

  it("leaves checking to the schemas (admin/), so the editor has no rules or messages of its own", () => {
    const tuesday = formOf("content/opening-hours.yaml").get("branches.wieringerwerf.week.tuesday");
    expect(tuesday).toMatchObject({ label: "dinsdag", widget: "string" });
    const everyField = [...files.flatMap((file) => walk(file.fields)), ...walk(blog.fields as CmsField[])];
    for (const [path, field] of everyField) {
      for (const rule of ["pattern", "min", "max"]) expect(field, `${path}.${rule}`).not.toHaveProperty(rule);
    }
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

  it("asks amounts in the Dutch way (its own field, admin/controls.ts)", () => {
    expect(formOf("content/prices.yaml").get("music-regular.amount")).toMatchObject({ widget: "amount" });
    expect(formOf("content/prices.yaml").get("hearingAidCategories.3.min")).toMatchObject({ widget: "amount" });
  });

  it("rewrites numbers, phone numbers and postcodes written another way the one way the site uses", () => {
    const practice = formOf("content/practice.yaml");
    expect(practice.get("legal.kvkNumber")).toMatchObject({ widget: "string", normalise: "digits" });
    expect(practice.get("legal.agbCode")).toMatchObject({ normalise: "digits", required: false });
    expect(practice.get("legal.vatNumber")).toMatchObject({ widget: "string", normalise: "vat" });
    expect(practice.get("whatsappNumber")).toMatchObject({ normalise: "whatsapp" });
    expect(practice.get("phone")).toMatchObject({ normalise: "phone" });
    expect(practice.get("complaints.officerPhone")).toMatchObject({ normalise: "phone" });
    expect(formOf("content/branches.yaml").get("hurdegaryp.postcode")).toMatchObject({ normalise: "postcode" });
    expect(practice.get("name")).not.toHaveProperty("normalise");
  });

  it("does not call a real review's source and date optional, though an example may go without", () => {
    const reviews = formOf("content/reviews.yaml");
    for (const name of ["reviews.source", "reviews.date"])
      expect(reviews.get(name), name).toMatchObject({ required: false, needed_when_real: true });
    expect(reviews.get("reviews.name")).not.toHaveProperty("needed_when_real");
  });

  it("refuses a closure in a year that is over (the exception's first day)", () => {
    expect(formOf("content/hours-exceptions.yaml").get("exceptions.date")).toMatchObject({ not_in_past_year: true });
  });

  it("shows no preview pane for the data files, which would only repeat the values", () => {
    for (const collection of config.collections)
      if ("files" in collection) expect(collection, collection.name).toMatchObject({ editor: { preview: false } });
  });

  it("puts uploaded photos where the build turns them into pictures", () => {
    expect(formOf("content/team.yaml").get("members.photo")).toMatchObject({
      widget: "image",
      required: false,
      media_folder: "/media/photos/team",
      min_width: 640,
      media_library: { config: { max_file_size: MAX_PHOTO_BYTES } },
    });
    expect(new Map(walk(blog.fields as CmsField[])).get("image")).toMatchObject({
      media_folder: "/media/photos/blog",
      min_width: 1200,
    });
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
    expect(config).toMatchObject({
      local_backend: true,
      locale: "nl",
      site_url: "https://www.uwpraktijk.nl",
      show_preview_links: false,
    });
  });

  it("links to the site (the top bar's address) only once the site's address is the practice's", () => {
    expect(config).toMatchObject({ display_url: "https://www.uwpraktijk.nl" });
    const example = cmsConfig("https://www.uwpraktijk.nl", { exampleSite: true });
    expect(example).not.toHaveProperty("site_url");
    expect(example).not.toHaveProperty("display_url");
    // The login still goes to the address the editor is opened on (admin/main.ts).
    expect(example.backend.base_url).toBe("https://www.uwpraktijk.nl");
  });

  it("counts the site's address as an example while it is marked, or on a domain that is never real", () => {
    expect(isExampleSite("https://www.praktijk.example", false)).toBe(true);
    expect(isExampleSite("https://hoorzorg.test", false)).toBe(true);
    expect(isExampleSite("https://www.uwpraktijk.nl", true)).toBe(true);
    expect(isExampleSite("https://www.uwpraktijk.nl", false)).toBe(false);
  });

  it("gives the post's photo field, and only that one, the served file of each picture slot", () => {
    const slotPictures = { "blog-fixture": "/media/blog-fixture-480.0123456789.webp" };
    const withPictures = cmsConfig("https://www.uwpraktijk.nl", { slotPictures });
    const blogEntry = withPictures.collections.find((collection) => collection.name === "blog");
    const blogFields = new Map(walk((blogEntry && "fields" in blogEntry ? blogEntry.fields : []) as CmsField[]));
    expect(blogFields.get("image")).toMatchObject({ widget: "image", slot_pictures: slotPictures });
    const everyField = [
      ...withPictures.collections.flatMap((collection) =>
        "files" in collection ? collection.files.flatMap((file) => walk(file.fields)) : [],
      ),
      ...blogFields.entries(),
    ];
    for (const [path, field] of everyField) {
      expect(field, path).not.toHaveProperty("takes_slots");
      if (path !== "image") expect(field, path).not.toHaveProperty("slot_pictures");
    }
  });
});
