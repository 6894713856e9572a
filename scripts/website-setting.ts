// `node --import ./scripts/content-loader.ts scripts/website-setting.ts <field>`: prints one of the web
// builder's settings (content/website.yaml), checked, for the publication workflow.
import website from "#/content/website.yaml";

const field = process.argv[2] as keyof typeof website;
const value = website[field];
if (typeof value !== "string") {
  console.error(`content/website.yaml heeft geen veld "${String(field)}"`);
  process.exit(1);
}
console.log(value);
