// The owner's data files (content/*.yaml) as the site imports them, each typed by its schema: the one
// module that imports them. The Vite plugin and the Node loader check a file against its schema as it
// is imported (data-files.ts), so each value is what its type says. Copy, pages and the editor read
// them here or through the modules named for what they give (business.ts, hours-exceptions.ts, …).
import type { z } from "zod";
import type { DataFile, dataFiles } from "#/src/data/data-files.ts";
import appointmentFile from "#/content/appointment.yaml";
import branchesFile from "#/content/branches.yaml";
import eigenRisicoFile from "#/content/eigen-risico.yaml";
import homeFile from "#/content/home.yaml";
import hoursExceptionsFile from "#/content/hours-exceptions.yaml";
import openingHoursFile from "#/content/opening-hours.yaml";
import practiceFile from "#/content/practice.yaml";
import pricesFile from "#/content/prices.yaml";
import reviewsFile from "#/content/reviews.yaml";
import teamFile from "#/content/team.yaml";
import trustFile from "#/content/trust.yaml";
import websiteFile from "#/content/website.yaml";

type Checked<File extends DataFile> = z.output<(typeof dataFiles)[File]>;

export const appointmentCopy = appointmentFile as Checked<"content/appointment.yaml">;
export const branches = branchesFile as Checked<"content/branches.yaml">;
export const eigenRisico = eigenRisicoFile as Checked<"content/eigen-risico.yaml">;
export const homeCopy = homeFile as Checked<"content/home.yaml">;
export const hoursExceptions = hoursExceptionsFile as Checked<"content/hours-exceptions.yaml">;
export const openingHours = openingHoursFile as Checked<"content/opening-hours.yaml">;
export const practice = practiceFile as Checked<"content/practice.yaml">;
export const prices = pricesFile as Checked<"content/prices.yaml">;
export const reviews = reviewsFile as Checked<"content/reviews.yaml">;
export const team = teamFile as Checked<"content/team.yaml">;
export const trust = trustFile as Checked<"content/trust.yaml">;
export const website = websiteFile as Checked<"content/website.yaml">;
