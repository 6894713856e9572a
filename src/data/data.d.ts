// An owner's data file as a module (src/data/owner-files.ts types each by its schema).
declare module "#/content/*.yaml" {
  const data: unknown;
  export default data;
}
