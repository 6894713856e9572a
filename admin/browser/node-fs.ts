// node:fs in the editor's browser bundle. The reader of the files checks that an uploaded photo exists on disk;
// in the editor the photo was just uploaded through the editor itself, so it counts as there.
export const existsSync = () => true;
export const readdirSync = () => [];
export function readFileSync(): never {
  throw new Error("Het editorbundel leest geen bestanden");
}
