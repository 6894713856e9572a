// The parts of Decap CMS this code uses, as its prebuilt bundle exposes them on `window`: the
// registry (`CMS`), React's createElement (`h`) and create-react-class (`createClass`). Widgets
// must be made with these, so that they share the editor's own React.

/** An Immutable.js Map or List from the editor's store. */
export type Immutable = {
  get(key: string | number, fallback?: unknown): unknown;
  toJS(): unknown;
  clear(): Immutable;
  toList(): Immutable;
  set(key: string, value: unknown): Immutable;
};

type ValidationResult = { error: false | { type: string; parentIds?: string[]; message: string } } | boolean;

/** What Decap passes to a widget's control (decap-cms-core, Widget.js), as far as this code reads it. */
export type ControlProps = {
  field: Immutable;
  value: unknown;
  forID: string;
  parentIds?: (string | undefined)[];
  collection: Immutable;
  getEntry: () => Immutable;
  onChange: (value: unknown, metadata?: unknown) => void;
  onValidateObject?: (forID: string, errors: unknown[]) => void;
  validate: () => void;
  getAsset: (path: string, field: Immutable) => { toString(): string };
  query: (namespace: string, collection: string, fields: string[], term: string, file?: string) => Promise<unknown>;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  hasActiveStyle?: boolean;
  [key: string]: unknown;
};

/** A control's instance as Decap calls it (isValid, validate, focus…). */
export type ControlInstance = {
  props: ControlProps;
  state?: Record<string, unknown>;
  isValid?: () => ValidationResult | Promise<unknown>;
  validate?: () => void;
  validateSize?: () => unknown[];
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (props: ControlProps, state?: unknown) => boolean;
};

export type Component = unknown;
type Element = unknown;

type Registered = { control: Component; preview?: Component; schema?: unknown };

type Cms = {
  /** Starts the editor (the page sets CMS_MANUAL_INIT), with settings laid over config.yml. */
  init(options?: { config?: Record<string, unknown> }): void;
  getWidget(name: string): Registered | undefined;
  /** A language's phrases (nested objects of strings); registering replaces them all. */
  getLocale(locale: string): Record<string, unknown> | undefined;
  registerLocale(locale: string, phrases: Record<string, unknown>): void;
  registerWidget(name: string, control: Component, preview?: Component): void;
  registerEventListener(
    listener:
      | {
          name: "preSave";
          /** May return the entry's data changed; throwing stops the save with the error's message. */
          handler: (event: { entry: Immutable }) => Immutable | undefined | Promise<Immutable | undefined>;
        }
      | {
          /** After a save that succeeded. */
          name: "postSave";
          handler: (event: { entry: Immutable }) => void;
        },
  ): void;
};

type Decap = {
  CMS: Cms;
  h: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;
  createClass: <Spec extends object>(
    spec: Spec & ThisType<Spec & ControlInstance & { setState(state: object): void }>,
  ) => Component;
};

export const decap = () => window as unknown as Decap;
