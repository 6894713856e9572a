// The editor's configuration (Decap CMS at /admin, decision 014), derived from the schemas of the
// owner's data files: each field's label, hint, widget and whether it is required come from the one
// place that also checks the file at build time. The editor checks every field against that same
// schema before it saves (admin/), so the form and the build cannot disagree.
import { z } from "zod";
import { dataFiles, PAGE_COPY_FOLDER, type DataFile } from "#/src/data/data-files.ts";
import { pageCopyFile } from "#/src/data/schema/page-copy.ts";
import { pages, paths } from "#/src/registry/pages.ts";
import { postFrontMatter } from "#/src/data/schema/post.ts";
import { MAX_PHOTO_BYTES } from "#/media/uploads.ts";
import { neverReal } from "#/src/data/never-real.ts";

import { website } from "#/src/data/owner-files.server.ts";

/** Data files the web builder keeps, not the owner: no form in the editor. */
export const notInEditor: readonly DataFile[] = ["content/website.yaml"];

type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: string[];
  default?: unknown;
  /** Our own metadata (src/data/schema/fields.ts). */
  widget?: "text" | "image" | "date" | "amount";
  folder?: string;
  options?: { value: string; label: string }[];
  summary?: string;
  /**
   * `false`: checked in the file, but not in the editor's form; "hidden": kept as it is, not shown;
   * "fixed": shown, not editable (a text the specification fixes, admin/controls.ts).
   */
  cms?: boolean | "hidden" | "fixed";
  /** A list the owner edits and reorders but adds no item to (its items carry pictures or icons). */
  add?: boolean;
  /** A list whose items the owner may not remove either (a page's sections). */
  remove?: boolean;
  const?: string;
  /** A photo's least width in pixels (media/uploads.ts), checked by the editor. */
  minWidth?: number;
  /** The field also takes a picture slot of the manifest (media/manifest.ts), not only an upload. */
  slots?: boolean;
  /** The editor refuses a day in a year that is over. */
  notInPastYear?: boolean;
  /** Optional for an example, needed once the item is real: the editor does not call it optional. */
  neededWhenReal?: boolean;
  /** Other ways of writing the value, which the editor rewrites the one way (src/data/schema/fields.ts). */
  normalise?: string;
};

export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

export { MAX_PHOTO_BYTES };

/** The first alternative that says what the file holds (a date may also arrive as a date object). */
const concrete = (schema: JsonSchema): JsonSchema => {
  const alternative = schema.anyOf?.find((option) => option.type);
  return alternative ? { ...alternative, ...schema, anyOf: undefined } : schema;
};

function field(name: string, raw: JsonSchema, required: boolean): CmsField {
  const schema = concrete(raw);
  if (schema.cms === "hidden" || schema.cms === "fixed")
    return { name, label: schema.title ?? name, widget: schema.cms, required: false };
  const common = {
    name,
    label: schema.title ?? name,
    ...(schema.description ? { hint: schema.description } : {}),
    // A field with a default may be left empty: the schema fills it in.
    ...(required && schema.default === undefined ? {} : { required: false }),
    ...(schema.default !== undefined && !(Array.isArray(schema.default) && schema.default.length === 0)
      ? { default: schema.default }
      : {}),
    ...(schema.neededWhenReal ? { needed_when_real: true } : {}),
  };
  if (schema.widget === "date") {
    return {
      ...common,
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      ...(schema.notInPastYear ? { not_in_past_year: true } : {}),
    };
  }
  if (schema.widget === "image") {
    const folder = `/media/photos/${schema.folder}`;
    return {
      ...common,
      widget: "image",
      choose_url: false,
      media_folder: folder,
      public_folder: folder,
      ...(schema.minWidth ? { min_width: schema.minWidth } : {}),
      ...(schema.slots ? { takes_slots: true } : {}),
      media_library: { config: { max_file_size: MAX_PHOTO_BYTES } },
    };
  }
  // Typed and shown the Dutch way ("2.500", "1.234,50"), stored as a number (admin/controls.ts).
  if (schema.widget === "amount") return { ...common, widget: "amount" };
  if (schema.enum) {
    return { ...common, widget: "select", options: schema.options ?? schema.enum };
  }
  switch (schema.type) {
    case "object":
      return { ...common, widget: "object", fields: fields(schema) };
    case "array": {
      const add = {
        ...(schema.add === false ? { allow_add: false } : {}),
        ...(schema.remove === false ? { allow_remove: false } : {}),
      };
      // A list of kinds (a page's sections): each item is one of them, named by its `type`.
      const kinds = schema.items?.oneOf ?? schema.items?.anyOf;
      if (kinds?.every((kind) => kind.properties?.type?.const))
        return {
          ...common,
          widget: "list",
          ...add,
          ...(schema.summary ? { summary: schema.summary } : {}),
          typeKey: "type",
          types: kinds.map((kind) => ({
            name: kind.properties!.type!.const!,
            label: kind.title ?? kind.properties!.type!.const!,
            widget: "object",
            fields: fields({
              ...kind,
              properties: Object.fromEntries(Object.entries(kind.properties!).filter(([key]) => key !== "type")),
            }),
          })),
        };
      const items = concrete(schema.items ?? {});
      if (items.enum) {
        return {
          ...common,
          widget: "select",
          multiple: true,
          options: schema.options ?? items.enum,
        };
      }
      return {
        ...common,
        widget: "list",
        label_singular: items.title ?? common.label,
        ...add,
        ...(schema.summary ? { summary: schema.summary } : {}),
        // A list of texts (a section's paragraphs): one field an item, not an object.
        ...(items.type === "string"
          ? { field: field(name, items, true), collapsed: false }
          : { fields: fields(items) }),
      };
    }
    case "number":
    case "integer":
      // Limits are the schema's, with its messages (admin/), not the editor's own.
      return { ...common, widget: "number", value_type: schema.type === "integer" ? "int" : "float" };
    case "boolean":
      return { ...common, widget: "boolean" };
    default:
      // Patterns and lengths are checked by the schema itself, in the editor (admin/) as in the build.
      return {
        ...common,
        widget: schema.widget === "text" ? "text" : "string",
        ...(schema.normalise ? { normalise: schema.normalise } : {}),
      };
  }
}

function fields(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.cms !== false)
    .map(([name, property]) => field(name, property, required.has(name)));
}

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** The editor's form for one data file: its top-level fields. */
const fieldsOf = (schema: z.ZodType): CmsField[] => fields(jsonSchema(schema));

/** An entry in the editor's menu holding one or more data files, each a form of its own. */
const fileCollection = (name: string, label: string, description: string, files: Record<string, DataFile>) => ({
  name,
  label,
  description,
  // The preview pane would only repeat the values; the site itself shows them after publishing.
  editor: { preview: false },
  files: Object.entries(files).map(([entry, file]) => ({
    name: entry,
    label: jsonSchema(dataFiles[file]).title ?? entry,
    file,
    fields: fieldsOf(dataFiles[file]),
  })),
});

/** The blog: one Markdown file a post, named after its address. */
export const blogCollection = {
  name: "blog",
  label: "Blog",
  label_singular: "Blogartikel",
  description: "Artikelen. Een concept (Zichtbaar op de site uit) staat niet op de site.",
  folder: "content/blog",
  extension: "md",
  format: "frontmatter",
  create: true,
  slug: "{{fields.slug}}",
  identifier_field: "title",
  summary: "{{title}} ({{date}})",
  sortable_fields: ["date", "title"],
  fields: [
    ...fieldsOf(postFrontMatter),
    {
      name: "body",
      label: "Tekst",
      widget: "markdown",
      // What a post uses: headings below the title (which is the page's h1), emphasis, links, lists.
      modes: ["rich_text"],
      buttons: ["heading-two", "heading-three", "bold", "italic", "link", "bulleted-list", "numbered-list", "quote"],
      editor_components: [],
    },
  ],
};

/** Page texts the specification fixes beyond the buttons, by page: shown, not editable. */
const SPEC_TEXTS: Record<string, readonly string[]> = { "branches/wieringerwerf": ["cta.title"] };

/** A form with the fields at these paths ("cta.title") shown as fixed text. */
const withFixed = (fields: CmsField[], paths: readonly string[], prefix = ""): CmsField[] =>
  fields.map((field) => {
    const path = `${prefix}${field.name}`;
    if (paths.includes(path)) return { name: field.name, label: field.label, widget: "fixed", required: false };
    const nested = field.fields as CmsField[] | undefined;
    return nested && field.widget === "object" ? { ...field, fields: withFixed(nested, paths, `${path}.`) } : field;
  });

/** The words of the pages that are not content pages, each a data file of its own: first under Pagina's. */
const pageWords = [
  { name: "home", path: paths.home, file: "content/home.yaml" },
  { name: "afspraak-maken", path: paths.appointment, file: "content/appointment.yaml" },
] as const satisfies readonly { name: string; path: string; file: DataFile }[];

/** The content pages' words: one form a page, named as the menus name it (src/registry/pages.ts). */
const pageCopyCollection = () => {
  const seen = new Set<string>();
  const form = fieldsOf(pageCopyFile);
  const entries = pages.flatMap((page) => {
    if (!("content" in page.source) || seen.has(page.source.content)) return [];
    seen.add(page.source.content);
    return [
      {
        name: page.source.content.replace("/", "-"),
        label: `${page.title} (${page.path})`,
        file: `${PAGE_COPY_FOLDER}/${page.source.content}.yaml`,
        fields: withFixed(form, SPEC_TEXTS[page.source.content] ?? []),
      },
    ];
  });
  return {
    name: "paginas",
    label: "Pagina's",
    description:
      "De teksten van de pagina's, blok voor blok. Tussen accolades staat een vaste waarde die de site invult, zoals {garantie}: laat die zo staan.",
    editor: { preview: false },
    files: [
      ...pageWords.map(({ name, path, file }) => ({
        name,
        label: `${jsonSchema(dataFiles[file]).title} (${path})`,
        file,
        fields: fieldsOf(dataFiles[file]),
      })),
      ...entries,
    ],
  };
};

/** What the build knows besides the schemas: whether the site's address is real yet, and the slots' pictures. */
export type CmsSettings = {
  /**
   * The site's address (`origin` in content/practice.yaml) is still an example: the editor then
   * links to no site at all ('www.example.nl' in its top bar led nowhere).
   */
  exampleSite?: boolean;
  /**
   * A served file of each picture slot (media/manifest.ts), for the thumbnail of a post's photo
   * that names a slot (the posts that came with the site): admin/photo-previews.ts.
   */
  slotPictures?: Record<string, string>;
};

/** The site's address is an example while it is marked as one, or on a domain that can never be real. */
export const isExampleSite = (origin: string, marked: boolean) => marked || neverReal(origin) !== undefined;

/** A field that takes picture slots gets the slots' served files; other fields stay as they are. */
const withSlotPictures = (fields: CmsField[], pictures: Record<string, string>): CmsField[] =>
  fields.map((field) => {
    if (!field.takes_slots) return field;
    const { takes_slots: _, ...rest } = field;
    return { ...rest, slot_pictures: pictures };
  });

/** The Decap CMS configuration, as written to /admin/config.yml by the build. */
export function cmsConfig(siteUrl: string, { exampleSite = false, slotPictures = {} }: CmsSettings = {}) {
  // The site's own address, shown in the editor's top bar, only once it is the practice's.
  const site = exampleSite ? {} : { site_url: siteUrl, display_url: siteUrl };
  return {
    // The practice's repository (content/website.yaml): the editor commits the owner's changes there.
    // The login runs on the site itself (functions/oauth/), which hands GitHub's token to the editor.
    backend: {
      name: "github",
      repo: website.repository,
      branch: website.branch,
      base_url: siteUrl,
      auth_endpoint: "oauth/auth",
    },
    // On the owner's or developer's own computer, with `npx decap-server` running: edits the files on disk.
    local_backend: true,
    locale: "nl",
    ...site,
    // No 'view live' link per item: without a preview_path it only led to the home page, and Decap
    // builds it before a file's entry has loaded ('Kan voorvertoning niet laden: Cannot read
    // properties of undefined (reading 'get')' as a toast, an error in the console).
    show_preview_links: false,
    logo_url: "/icons/icon-192.png",
    media_folder: "media/photos",
    public_folder: "/media/photos",
    collections: [
      fileCollection(
        "praktijk",
        "Praktijk",
        "Naam, telefoon, e-mail, adressen en de gegevens voor de privacyverklaring.",
        {
          practice: "content/practice.yaml",
          branches: "content/branches.yaml",
        },
      ),
      fileCollection(
        "openingstijden",
        "Openingstijden",
        "De vaste week per vestiging, en feestdagen, vakantie of een dag korter open.",
        { hours: "content/opening-hours.yaml", exceptions: "content/hours-exceptions.yaml" },
      ),
      fileCollection(
        "prijzen",
        "Prijzen",
        "Alle prijzen op de site, als bedrag in euro's, en het eigen risico van elk jaar.",
        { prices: "content/prices.yaml", eigenRisico: "content/eigen-risico.yaml" },
      ),
      fileCollection(
        "team",
        "Team",
        "De mensen die bezoekers in de praktijk ontmoeten (pagina Over ons); de eerste staat ook bovenaan de homepage en de pagina's over hoorzorg.",
        {
          team: "content/team.yaml",
        },
      ),
      fileCollection("ervaringen", "Ervaringen", "Wat klanten zeggen (homepage), met de bron en de datum.", {
        reviews: "content/reviews.yaml",
      }),
      fileCollection(
        "vertrouwen",
        "Vertrouwen",
        "Registraties, contracten met zorgverzekeraars, merken en uw beoordelingsscore (homepage en hoorzorgpagina's).",
        { trust: "content/trust.yaml" },
      ),
      pageCopyCollection(),
      { ...blogCollection, fields: withSlotPictures(blogCollection.fields, slotPictures) },
    ],
  };
}
