/**
 * The eigen risico as a page states it when it is built: the amount of the build's year, and the
 * coming year's once it is in the data (content/eigen-risico.yaml). The cost calculator picks its
 * own year in the browser (src/components/sections/cost-calculator.tsx).
 */
import { eigenRisico as data } from "#/src/data/owner-files.server.ts";
import { eigenRisicoIn, eigenRisicoSentence, newYearSentence, yearOf } from "#/src/data/eigen-risico.ts";
import { BUILD_DATE } from "#/src/lib/build-date.ts";

/** Every year's amount, for the calculator. */
export const eigenRisicoYears = data.years;

/** 'In 2026 is het eigen risico € 385 per jaar.' (see eigenRisicoSentence). */
export const eigenRisicoStatement = eigenRisicoSentence(eigenRisicoIn(data.years, yearOf(BUILD_DATE)));

/** 'Krijgt u het toestel pas in 2027, dan kan het meetellen voor het eigen risico van 2027, …' (see newYearSentence). */
export const eigenRisicoNewYear = newYearSentence(yearOf(BUILD_DATE));
