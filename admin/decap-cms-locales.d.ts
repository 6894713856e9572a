// Decap CMS's Dutch phrases (the package ships no types): nested objects of strings.
declare module "decap-cms-locales/dist/esm/nl/index.js" {
  type Phrases = { [key: string]: string | Phrases };
  const nl: Phrases;
  export default nl;
}
