// The owner's data files that copy, pages and the editor read as the owner wrote them (content/*.yaml,
// checked by data-files.ts). The other readers are this folder's modules named for what they give
// (business.ts, hours-exceptions.ts, eigen-risico-at-build.ts); nothing outside app/data names a file.
export { default as practice } from "#/content/practice.yaml";
export { default as prices } from "#/content/prices.yaml";
export { default as reviews } from "#/content/reviews.yaml";
export { default as team } from "#/content/team.yaml";
export { default as trust } from "#/content/trust.yaml";
export { default as website } from "#/content/website.yaml";
