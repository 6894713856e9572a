// src/data/repository-root.ts in the editor's browser bundle: paths there start at the repository root.
export const repositoryRoot = () => "";
