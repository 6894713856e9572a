import { business } from "#/src/data/business.server.ts";

const names = business.branches.map((branch) => branch.name);

/** The branches' places, 'Hurdegaryp en Wieringerwerf' (`and`) or 'Hurdegaryp of Wieringerwerf' (`or`). */
export const places = (join: "and" | "or") =>
  new Intl.ListFormat("nl", { type: join === "and" ? "conjunction" : "disjunction" }).format(names);
