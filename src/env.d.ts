interface ImportMetaEnv {
  /** See src/lib/build-date.ts. */
  readonly BUILD_DATE: string;
}
