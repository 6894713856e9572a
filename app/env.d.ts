interface ImportMetaEnv {
  /** See app/lib/build-date.ts. */
  readonly BUILD_DATE: string;
}
