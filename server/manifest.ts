/**
 * The serving manifest: what one build publishes and how to serve it, written by the build
 * (scripts/lib/serving-manifest.ts) next to build/client as build/serving.json. A build folder is
 * never changed once published, so the server trusts its manifest for the files that exist, their
 * types, compressed copies and ETags, the response headers and the redirects.
 */
import type { HeaderKind } from "#/server/paths.ts";

export const MANIFEST_NAME = "serving.json";
export const MANIFEST_VERSION = 2;

/** One file as written to disk: its entity tag (from its bytes), size and modification time. */
export type StoredFile = { etag: string; size: number; mtimeMs: number };

/** Content codings the build writes next to a text file (`.br`, `.gz`), in the server's order of preference. */
export const codings = { br: ".br", gzip: ".gz" } as const;
export type Coding = keyof typeof codings;

export type FileEntry = StoredFile & {
  /** Content-Type. */
  type: string;
  /** The pre-compressed copies that exist. */
  encodings: Partial<Record<Coding, StoredFile>>;
};

export type ServingManifest = {
  version: typeof MANIFEST_VERSION;
  /** Response headers by kind of path (server/paths.ts), from hosting/http-policy.ts at build time. */
  headers: Record<HeaderKind, Record<string, string>>;
  /** The Content-Security-Policy of each page with one of its own, by its file (http-policy.ts `sitePolicies`). */
  policies: Record<string, string>;
  /** Moved addresses, answered with 301. */
  redirects: Record<string, string>;
  /** Every file a visitor may be served, by its path under build/client ("/contact/index.html"). */
  files: Record<string, FileEntry>;
  /** The not-found page (build/client/404.html), served with status 404. */
  notFound: FileEntry;
};
