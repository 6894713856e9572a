// node:path in the editor's browser bundle: the little the schemas' modules use, for "/"-paths.
export const sep = "/";
export const join = (...parts: string[]) => parts.filter(Boolean).join("/").replace(/\/+/g, "/");
export const dirname = (path: string) => path.replace(/\/[^/]*$/, "") || "/";
export const basename = (path: string, ext = "") => {
  const name = path.slice(path.lastIndexOf("/") + 1);
  return ext && name.endsWith(ext) ? name.slice(0, -ext.length) : name;
};
export const extname = (path: string) => /\.[^./]*$/.exec(basename(path))?.[0] ?? "";
export const relative = (from: string, to: string) => to.replace(`${from}/`, "");
