// Which address the editor shows a photo field's value from (its thumbnail and the post's preview
// pane). Decap reads a value that starts with "/" as the site's own address and asks the site for
// it, but the site serves only the build's responsive files: a photo uploaded since the last build,
// or any upload on the hosted site, showed nothing. A picture slot (the posts that came with the
// site name one) Decap asked the backend for as a file in media/photos/blog/, which does not exist
// (500 ENOENT). Now an upload comes from the repository through the editor's backend (the local
// one, or GitHub), as Decap does for a photo just chosen, and a slot from the build's own file.
import { decap, type Component, type Immutable } from "#/admin/decap.ts";
import { isUploadPath } from "#/media/uploads.ts";

export type GetAsset = (path: string, field: Immutable) => unknown;

/** Decap's `getAsset`, with a photo's value read as a file of the repository or a slot's served file. */
export function photoAsset(getAsset: GetAsset): GetAsset {
  return (path, field) => {
    if (typeof path !== "string") return getAsset(path, field);
    const value = path.trim();
    // The build's smallest file of the slot (scripts/lib/admin-page.ts slotPictures).
    const slot = (field?.get("slot_pictures") as Immutable | undefined)?.get(value);
    if (typeof slot === "string") return slot;
    // "/media/photos/blog/x.jpg" → "media/photos/blog/x.jpg": a file in the field's media folder.
    const file = value.replace(/^\//, "");
    return getAsset(isUploadPath(file) ? file : path, field);
  };
}

/** Decap's stand-in while the backend loads a photo (decap-cms-core, actions/media.ts `emptyAsset`). */
const isLoading = (asset: unknown) => (asset as { path?: unknown } | undefined)?.path === "empty.svg";

/**
 * Decap hands out one `getAsset` per collection and draws a photo once per value, so a photo the
 * backend was still loading stayed blank. A component showing photos asks again until it has
 * arrived (at most ten seconds), then draws itself with a new `getAsset`, which draws the photo.
 */
export type PhotoWaiter = { version: number; photo?: { base: GetAsset; version: number; getAsset: GetAsset } };

export function shownAsset(waiter: PhotoWaiter, base: GetAsset): GetAsset {
  if (waiter.photo?.base !== base || waiter.photo.version !== waiter.version)
    waiter.photo = { base, version: waiter.version, getAsset: photoAsset(base) };
  return waiter.photo.getAsset;
}

export function awaitPhoto(ask: () => unknown, arrived: () => void, gone: () => boolean, attempt = 0): void {
  if (gone()) return;
  if (!isLoading(ask())) {
    if (attempt > 0) arrived();
    return;
  }
  if (attempt < 40) setTimeout(() => awaitPhoto(ask, arrived, gone, attempt + 1), 250);
}

/** A widget's preview (the post's preview pane) that shows photos as the field does. */
export function withPhotoAssets(Preview: Component): Component {
  const { h, createClass } = decap();
  type Props = { getAsset: GetAsset; value?: unknown; field: Immutable };
  type Self = PhotoWaiter & {
    props: Props;
    state: { version: number };
    gone?: boolean;
    setState(state: object): void;
    check(): void;
  };
  return createClass({
    displayName: "FotoVoorvertoning",
    getInitialState(this: Self) {
      return { version: 0 };
    },
    componentDidMount(this: Self) {
      this.check();
    },
    componentDidUpdate(this: Self, previous: Props) {
      if (previous.value !== this.props.value) this.check();
    },
    componentWillUnmount(this: Self) {
      this.gone = true;
    },
    check(this: Self) {
      const { value, field } = this.props;
      if (typeof value !== "string" || !value) return;
      awaitPhoto(
        () => photoAsset(this.props.getAsset)(value, field),
        () => this.setState({ version: this.state.version + 1 }),
        () => Boolean(this.gone),
      );
    },
    render(this: Self) {
      this.version = this.state.version;
      return h(Preview, { ...this.props, getAsset: shownAsset(this, this.props.getAsset) });
    },
  });
}
