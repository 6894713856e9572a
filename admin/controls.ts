// The editor's fields, checked: every widget Decap draws is wrapped so that, before saving, it asks
// the entry's schema (admin/entry-checks.ts) what is wrong with its own field, and says it under
// the field in Dutch. Also the amount field, typed and shown the Dutch way, and the photo field's
// check of a photo's width.
import type { PostIdentity } from "#/src/data/blog-rules.ts";
import { normalisers, todayInNetherlands, type Normaliser } from "#/src/data/schema/fields.ts";
import { isUploadedPhoto } from "#/src/data/schema/photo.ts";
import { photoTooSmall } from "#/media/uploads.ts";
import { ambiguousThousands, amountInput, formatAmount, formatPrice, parseEuros } from "#/src/lib/price.ts";
import { decap, type Component, type ControlInstance, type ControlProps, type Immutable } from "#/admin/decap.ts";
import { awaitPhoto, photoAsset, shownAsset, type GetAsset, type PhotoWaiter } from "#/admin/photo-previews.ts";
import { BLOG, entryIssues, fieldProblems, type Entry, type Issue, type Path } from "#/admin/entry-checks.ts";

/** Objects and lists drawn in the form, by their id: a field finds its path through them. */
const containers = new Map<string, { name: string; itemKeys?: () => readonly string[] }>();

/**
 * A field's place in the entry's data, e.g. ["reviews", 2, "source"]. Decap gives a field the ids
 * of the objects and lists around it (`parentIds`); in a list, the id after the list's is the
 * item's key, whose position the list keeps (`state.keys`).
 */
function pathOf(props: ControlProps): Path | undefined {
  const path: (string | number)[] = [];
  const ids = props.parentIds ?? [];
  for (let index = 0; index < ids.length; index++) {
    const container = containers.get(ids[index] ?? "");
    if (!container) continue;
    path.push(container.name);
    if (container.itemKeys) {
      const position = container.itemKeys().indexOf(ids[index + 1] ?? "");
      if (position < 0) return undefined;
      path.push(position);
      index++;
    }
  }
  return [...path, String(props.field.get("name"))];
}

/**
 * The entry being edited, and its problems, worked out once per version of it. Keyed by the entry
 * itself, not its data: every empty Immutable map is one and the same object, shared by all items.
 */
const checkedEntries = new WeakMap<object, { entry: Entry; issues: Issue[] }>();

function checkedEntry(props: ControlProps) {
  const current = props.getEntry();
  let checked = checkedEntries.get(current);
  if (!checked) {
    const entry: Entry = {
      collection: String(props.collection.get("name")),
      file: (current.get("path") as string | undefined) || undefined,
      isNew: Boolean(current.get("newRecord")),
      data: ((current.get("data") as Immutable | undefined)?.toJS() ?? {}) as Record<string, unknown>,
    };
    checked = { entry, issues: entryIssues(entry) };
    checkedEntries.set(current, checked);
  }
  return checked;
}

/** The other posts (their file, address and title), loaded through the editor's own search. */
let posts: Promise<PostIdentity[]> | undefined;
let loadedPosts: PostIdentity[] | undefined;

function loadPosts(props: ControlProps): Promise<PostIdentity[]> {
  posts = props
    .query(props.forID, BLOG, ["title", "slug"], "")
    .then((action) => {
      const hits = ((action as { payload?: { hits?: unknown[] } }).payload?.hits ?? []) as {
        path: string;
        data: { slug?: unknown; title?: unknown } | Immutable;
      }[];
      return hits.map(({ path, data }) => {
        const fields = (typeof (data as Immutable).toJS === "function" ? (data as Immutable).toJS() : data) as {
          slug?: unknown;
          title?: unknown;
        };
        return { file: path, slug: String(fields.slug ?? ""), title: String(fields.title ?? "") };
      });
    })
    // Without the list the build still checks; the owner is not stopped by a search that failed.
    .catch(() => [])
    .then((list) => (loadedPosts = list));
  return posts;
}

/** The practice's details (content/practice.yaml), for a post's byline, loaded through the same search. */
const PRACTICE = { collection: "praktijk", file: "practice" };
let practice: Promise<Record<string, unknown>> | undefined;
let loadedPractice: Record<string, unknown> | undefined;

function loadPractice(props: ControlProps): Promise<Record<string, unknown>> {
  practice = props
    .query(props.forID, PRACTICE.collection, ["name"], "", PRACTICE.file)
    .then((action) => {
      const data = (action as { payload?: { hits?: { data?: unknown }[] } }).payload?.hits?.[0]?.data;
      const fields = typeof (data as Immutable)?.toJS === "function" ? (data as Immutable).toJS() : data;
      return (fields ?? {}) as Record<string, unknown>;
    })
    // As for the posts: the build still checks the byline.
    .catch(() => ({}))
    .then((details) => (loadedPractice = details));
  return practice;
}

const isBylineField = (props: ControlProps) =>
  props.collection.get("name") === BLOG && props.field.get("name") === "author";

const isPostIdentityField = (props: ControlProps) =>
  props.collection.get("name") === BLOG && ["slug", "title"].includes(String(props.field.get("name")));

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (typeof (value as { size?: unknown })?.size === "number" && (value as { size: number }).size === 0);

type Wrapper = ControlInstance &
  PhotoWaiter & {
    inner?: ControlInstance;
    gone?: boolean;
    state: { width?: number; widthOf?: unknown; photoVersion?: number; fromPrice?: boolean };
    /** An amount's: told when its price's 'Vanaf-prijs' is switched. */
    fromWatcher?: (from: boolean) => void;
    setState(state: object): void;
    problems(): string[] | Promise<string[]>;
    measure(attempt?: number): void;
    awaitPhoto(): void;
    photoAsset(): GetAsset;
    setInner(instance: ControlInstance | null): void;
    handleChange(value: unknown, metadata?: unknown): void;
    handleBlur(): void;
  };

/** Decap's control for `base`, checked against the schema; containers also pass the check to their fields. */
export function checked(base: string, Original: Component): Component {
  const { h, createClass } = decap();
  const isList = base === "list";
  const isContainer = isList || base === "object";

  const spec = {
    displayName: `Gecontroleerd(${base})`,

    getInitialState(this: Wrapper) {
      if (isContainer)
        containers.set(this.props.forID, {
          name: String(this.props.field.get("name")),
          ...(isList ? { itemKeys: () => (this.inner?.state?.keys as string[] | undefined) ?? [] } : {}),
        });
      return {};
    },
    componentDidMount(this: Wrapper) {
      if (base === "amount") {
        this.fromWatcher = (from: boolean) => this.setState({ fromPrice: from });
        const watchers = fromWatchers.get(priceOf(this.props)) ?? new Set();
        fromWatchers.set(priceOf(this.props), watchers.add(this.fromWatcher));
      }
      if (isPostIdentityField(this.props)) void loadPosts(this.props);
      if (isBylineField(this.props)) void loadPractice(this.props);
      // Decap writes '(optioneel)' after the label of every field that may be empty; one that a real
      // item needs is marked so the admin page's style leaves that word out (scripts/lib/admin-page.ts).
      if (this.props.field.get("needed_when_real"))
        document
          .querySelector(`label[for="${CSS.escape(this.props.forID)}"]`)
          ?.setAttribute("data-needed-when-real", "");
      this.measure();
      this.awaitPhoto();
    },
    componentDidUpdate(this: Wrapper, previous: ControlProps) {
      if (previous.value !== this.props.value) {
        this.measure();
        this.awaitPhoto();
      }
    },
    componentWillUnmount(this: Wrapper) {
      this.gone = true;
      if (this.fromWatcher) fromWatchers.get(priceOf(this.props))?.delete(this.fromWatcher);
      if (isContainer) containers.delete(this.props.forID);
    },

    setInner(this: Wrapper, instance: ControlInstance | null) {
      this.inner = instance ?? undefined;
    },

    /** An emptied multiple choice (the list of example fields) stays an empty list, never "null". */
    handleChange(this: Wrapper, value: unknown, metadata?: unknown) {
      const emptied = this.props.field.get("multiple") === true && (value === null || value === undefined);
      this.props.onChange(emptied ? this.props.getEntry().clear().toList() : value, metadata);
      if (base === "boolean" && this.props.field.get("name") === "from")
        fromWatchers.get(priceOf(this.props))?.forEach((tell) => tell(value === true));
    },

    /**
     * The owner leaves the field: what they wrote another way is written the one way (a KvK number
     * without its spaces), and the field is checked as it is on saving, so a mistake shows at once.
     */
    handleBlur(this: Wrapper) {
      this.props.setInactiveStyle();
      const { field, value } = this.props;
      const normalise = normalisers[field.get("normalise") as Normaliser] as ((text: string) => string) | undefined;
      if (normalise && typeof value === "string" && normalise(value.trim()) !== value)
        this.handleChange(normalise(value.trim()));
      // An empty field that may stay empty has nothing to say; an empty required one is flagged at once
      // ("… is verplicht"), not only at Publiceer.
      if (isEmpty(value) && field.get("required") === false) return;
      // Once the change above has reached the entry.
      setTimeout(() => {
        if (!this.gone) this.props.validate();
      }, 0);
    },

    /** A photo field draws its thumbnail again once the backend has loaded the photo (admin/photo-previews.ts). */
    awaitPhoto(this: Wrapper) {
      const { value, field } = this.props;
      if (base !== "image" || typeof value !== "string" || !value) return;
      awaitPhoto(
        () => photoAsset(this.props.getAsset)(value, field),
        () => this.setState({ photoVersion: (this.state.photoVersion ?? 0) + 1 }),
        () => Boolean(this.gone),
      );
    },

    /** The photo's width, once the editor has it, for photo fields with a minimum (`min_width`). */
    measure(this: Wrapper, attempt = 0) {
      const { value, field } = this.props;
      const minimum = Number(field.get("min_width") ?? 0);
      if (!minimum || typeof value !== "string" || !isUploadedPhoto(value)) return;
      // A photo uploaded while editing is not saved yet: the entry holds it (a draft media file),
      // and the editor's own address for it would not load until it is published.
      const path = value.trim().replace(/^\//, "");
      const draft = ((this.props.getEntry().get("mediaFiles") as Immutable | undefined)?.toJS() ?? []) as {
        path?: string;
        url?: string;
      }[];
      const url =
        draft.find((file) => file.path?.replace(/^\//, "") === path)?.url ||
        String(photoAsset(this.props.getAsset)(value, field) ?? "");
      // The editor loads a photo it did not upload itself in the background: ask again shortly.
      if (!url) {
        if (attempt < 20) setTimeout(() => this.measure(attempt + 1), 250);
        return;
      }
      const image = new Image();
      image.onload = () => this.setState({ width: image.naturalWidth, widthOf: value });
      image.src = url;
    },

    problems(this: Wrapper): string[] | Promise<string[]> {
      const { field, value } = this.props;
      // A required field left empty: Decap itself says so ("… is verplicht").
      if (isEmpty(value) && field.get("required") !== false) return [];
      const path = pathOf(this.props);
      if (!path) return [];
      const { entry, issues } = checkedEntry(this.props);
      const context = { issues, today: todayInNetherlands(), notInPastYear: field.get("not_in_past_year") === true };
      if (isPostIdentityField(this.props) && !loadedPosts)
        return (posts ?? loadPosts(this.props)).then((list) => fieldProblems(entry, path, { ...context, posts: list }));
      if (isBylineField(this.props) && !loadedPractice)
        return (practice ?? loadPractice(this.props)).then((details) =>
          fieldProblems(entry, path, { ...context, practice: details }),
        );
      const problems = fieldProblems(entry, path, { ...context, posts: loadedPosts, practice: loadedPractice });
      const minimum = Number(field.get("min_width") ?? 0);
      const { width, widthOf } = this.state;
      if (minimum && width !== undefined && widthOf === value && width < minimum)
        problems.push(photoTooSmall(width, minimum));
      return problems;
    },

    isValid(this: Wrapper) {
      const inner = this.inner?.isValid?.();
      if (inner instanceof Promise || inner === false || (typeof inner === "object" && inner.error)) return inner;
      const error = (problems: string[]) => ({
        error: { type: "CUSTOM", parentIds: this.props.parentIds, message: problems.join("; ") },
      });
      const problems = this.problems();
      if (problems instanceof Promise)
        // Decap waits for a promise and then shows "<label> - <reason>." under the field.
        return problems.then((list) => (list.length ? Promise.reject(list.join("; ")) : undefined));
      return problems.length ? error(problems) : (inner ?? { error: false });
    },

    focus(this: Wrapper, path?: string) {
      if (this.inner?.focus) this.inner.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    },
    getValidateValue(this: Wrapper) {
      return this.inner?.getValidateValue?.();
    },
    /** As Decap decides for the control inside, or (without a rule of its own) when the value changes. */
    shouldComponentUpdate(this: Wrapper, next: ControlProps, nextState?: unknown) {
      if (nextState !== undefined && nextState !== this.state) return true;
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate.call(this.inner, next);
      return (
        next.value !== this.props.value ||
        next.classNameWrapper !== this.props.classNameWrapper ||
        next.hasActiveStyle !== this.props.hasActiveStyle
      );
    },

    photoAsset(this: Wrapper) {
      this.version = this.state.photoVersion ?? 0;
      return shownAsset(this, this.props.getAsset);
    },

    render(this: Wrapper) {
      return h(Original, {
        ...this.props,
        ref: this.setInner,
        // An amount's hint follows its price's 'Vanaf-prijs' as soon as it is switched.
        ...(base === "amount" && this.state.fromPrice !== undefined ? { fromPrice: this.state.fromPrice } : {}),
        onChange: this.handleChange,
        // A list or object is left through its fields, each checked on its own.
        ...(isContainer ? {} : { setInactiveStyle: this.handleBlur }),
        // A photo's thumbnail from the repository, or for a picture slot from the build (admin/photo-previews.ts).
        ...(base === "image" ? { getAsset: this.photoAsset() } : {}),
      });
    },
  };

  // An object or list is validated through its control: it checks its fields, then itself.
  const validate = isList
    ? function (this: Wrapper) {
        this.inner?.validate?.();
        const own = this.problems();
        const errors = [
          ...(this.inner?.validateSize?.() ?? []),
          ...(Array.isArray(own) && own.length
            ? [{ type: "CUSTOM", parentIds: this.props.parentIds, message: own.join("; ") }]
            : []),
        ];
        this.props.onValidateObject?.(this.props.forID, errors);
      }
    : function (this: Wrapper) {
        this.inner?.validate?.();
        this.props.validate();
      };
  return createClass(isContainer ? { ...spec, validate } : spec);
}

/**
 * The amounts of each price, by the price's own id (the last of their parentIds): told when the
 * price's 'Vanaf-prijs' is switched, so the hint under them follows at once. Decap redraws a field
 * only when its own value changes, never for a field beside it.
 */
const fromWatchers = new Map<string, Set<(from: boolean) => void>>();
const priceOf = (props: ControlProps) => String(props.parentIds?.at(-1) ?? "");

/** Whether the price an amount belongs to is a 'from' price: its field `from` (Vanaf-prijs) beside the amount. */
function isFromPrice(props: ControlProps, entry: unknown = props.getEntry()): boolean {
  if (typeof props.fromPrice === "boolean") return props.fromPrice;
  const path = pathOf(props);
  const data = entry as { getIn?: (path: unknown[]) => unknown } | undefined;
  return Boolean(path && data?.getIn?.(["data", ...path.slice(0, -1), "from"]) === true);
}

/**
 * The hint under an amount: the price exactly as the site shows it, with the site's own formatter
 * ('Op de site: Vanaf € 2.500'). Nothing for an amount of € 0 or less: the field's check says what is wrong.
 */
export const shownOnSite = (amount: unknown, from: boolean): string =>
  typeof amount === "number" && amount > 0 ? `Op de site: ${formatPrice({ amount, from })}` : "";

/**
 * An amount in euros, typed the Dutch way: "2.500" is two thousand five hundred, "1.234,50" has
 * cents. The entry holds the number (or, while it is no amount, the text, which the check refuses);
 * under the field the owner reads how the site will show it.
 */
export function amountControl(): Component {
  const { h, createClass } = decap();
  const shown = (value: unknown) => (typeof value === "number" ? amountInput(value) : String(value ?? ""));
  type Amount = ControlInstance & {
    state: { text: string };
    setState(state: object): void;
    handleChange(event: { target: { value: string } }): void;
  };
  return createClass({
    displayName: "Bedrag",
    getInitialState(this: Amount) {
      return { text: shown(this.props.value) };
    },
    componentDidUpdate(this: Amount, previous: ControlProps) {
      // Changed from outside the field (a reset): show the new value.
      const typed = parseEuros(this.state.text);
      if (previous.value !== this.props.value && typed !== this.props.value && this.props.value !== this.state.text)
        this.setState({ text: shown(this.props.value) });
    },
    handleChange(this: Amount, event: { target: { value: string } }) {
      const text = event.target.value;
      this.setState({ text });
      const amount = parseEuros(text);
      // What is no amount, or could be two ("2,500"), stays text: the schema says what to write.
      this.props.onChange(amount === undefined ? "" : Number.isNaN(amount) || ambiguousThousands(text) ? text : amount);
    },
    render(this: Amount) {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value } = this.props;
      return h(
        "div",
        null,
        h("input", {
          type: "text",
          inputMode: "decimal",
          autoComplete: "off",
          id: forID,
          className: classNameWrapper,
          value: this.state.text,
          onChange: this.handleChange,
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          "aria-describedby": `${forID}-op-de-site`,
        }),
        h(
          "p",
          { id: `${forID}-op-de-site`, style: { margin: "6px 0 0", fontSize: "14px", color: "#4a5568" } },
          // The field's hint says how to write an amount; saying it here too showed it twice.
          shownOnSite(value, isFromPrice(this.props)),
        ),
      );
    },
  });
}

export function amountPreview(): Component {
  const { h } = decap();
  return ({ value }: { value: unknown }) => h("p", null, typeof value === "number" ? formatAmount(value) : "");
}

/**
 * A text the specification fixes (a button's words): shown, not editable, with why. The value
 * stays in the file as it is.
 */
export function fixedControl(): Component {
  const { h, createClass } = decap();
  return createClass({
    displayName: "VasteTekst",
    render(this: ControlInstance) {
      const { forID, classNameWrapper, value } = this.props;
      return h(
        "div",
        null,
        h("input", {
          type: "text",
          id: forID,
          className: classNameWrapper,
          value: String(value ?? ""),
          readOnly: true,
          "aria-describedby": `${forID}-vast`,
        }),
        h(
          "p",
          { id: `${forID}-vast`, style: { margin: "6px 0 0", fontSize: "14px", color: "#4a5568" } },
          "Deze tekst ligt vast in de afspraken over de website en is op elke pagina hetzelfde. Wilt u hem anders, vraag het uw webbouwer.",
        ),
      );
    },
  });
}
