// The owner's data files as pages and scripts import them: checked and typed by their schemas
// (app/data/data-files.ts).
declare module "#/content/practice.yaml" {
  import type { Practice } from "#/app/data/schema/practice.ts";
  const data: Practice;
  export default data;
}
declare module "#/content/branches.yaml" {
  import type { BranchesFile } from "#/app/data/schema/branches.ts";
  const data: BranchesFile;
  export default data;
}
declare module "#/content/opening-hours.yaml" {
  import type { OpeningHoursFile } from "#/app/data/schema/opening-hours.ts";
  const data: OpeningHoursFile;
  export default data;
}
declare module "#/content/hours-exceptions.yaml" {
  import type { HoursExceptionsFile } from "#/app/data/schema/opening-hours.ts";
  const data: HoursExceptionsFile;
  export default data;
}
declare module "#/content/prices.yaml" {
  import type { Prices } from "#/app/data/schema/prices.ts";
  const data: Prices;
  export default data;
}
declare module "#/content/eigen-risico.yaml" {
  import type { EigenRisicoFile } from "#/app/data/schema/eigen-risico.ts";
  const data: EigenRisicoFile;
  export default data;
}
declare module "#/content/team.yaml" {
  import type { Team } from "#/app/data/schema/team.ts";
  const data: Team;
  export default data;
}
declare module "#/content/reviews.yaml" {
  import type { Reviews } from "#/app/data/schema/reviews.ts";
  const data: Reviews;
  export default data;
}
declare module "#/content/trust.yaml" {
  import type { TrustFile } from "#/app/data/schema/trust.ts";
  const data: TrustFile;
  export default data;
}
declare module "#/content/website.yaml" {
  import type { WebsiteFile } from "#/app/data/schema/website.ts";
  const data: WebsiteFile;
  export default data;
}
declare module "#/content/pages/*.yaml" {
  import type { PageCopy } from "#/app/data/schema/page-copy.ts";
  const data: PageCopy;
  export default data;
}
