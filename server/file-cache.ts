/**
 * The bytes of a build's smaller files, kept in memory once read: a published build never changes
 * (scripts/lib/publish.ts), so a page need not be opened and read from disk on every request. An
 * entry is used only while the file on disk still has the size and time it was read with, so a
 * file changed in place is read from disk again. One cache per build (server/releases.ts).
 */
import { readFile } from "node:fs/promises";

export type FileStamp = { size: number; mtimeMs: number };

/**
 * Files up to this size are kept (a whole build is about 20 MB; the editor's bundle, 5 MB, is its
 * largest file). A kept file costs nothing per download: every visitor's socket sends from the one
 * copy, so a thousand visitors who stop reading hold no copies of it (issue 24, slow readers).
 */
export const MAX_FILE = 8 * 1024 * 1024;
/** …up to this much in all. */
const MAX_TOTAL = 64 * 1024 * 1024;

export class FileCache {
  /** `maxTotal` 0: nothing is kept (an earlier build's files, asked for rarely). */
  readonly maxTotal: number;
  constructor(maxTotal = MAX_TOTAL) {
    this.maxTotal = maxTotal;
  }

  #entries = new Map<string, { stamp: FileStamp; bytes: Buffer }>();
  #loading = new Set<string>();
  #total = 0;

  /** The file's bytes if kept and unchanged. */
  get(file: string, stamp: FileStamp): Buffer | undefined {
    const entry = this.#entries.get(file);
    return entry && entry.stamp.size === stamp.size && entry.stamp.mtimeMs === stamp.mtimeMs ? entry.bytes : undefined;
  }

  /** Reads the file in the background to keep it, if it is small enough and there is room. */
  keep(file: string, stamp: FileStamp) {
    if (stamp.size > MAX_FILE || this.#total + stamp.size > this.maxTotal || this.#loading.has(file)) return;
    if (this.get(file, stamp)) return;
    this.#loading.add(file);
    readFile(file)
      .then((bytes) => {
        // Kept only if it is still the file that was stat'ed.
        if (bytes.length !== stamp.size) return;
        const previous = this.#entries.get(file);
        this.#total += bytes.length - (previous?.bytes.length ?? 0);
        this.#entries.set(file, { stamp, bytes });
      })
      .catch(() => {})
      .finally(() => this.#loading.delete(file));
  }
}
