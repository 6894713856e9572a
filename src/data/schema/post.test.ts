import { describe, expect, it } from "vitest";
import { POST_DAYS_AHEAD, todayInNetherlands } from "#/src/data/schema/fields.ts";
import { postFrontMatter } from "#/src/data/schema/post.ts";
import { addDays } from "#/src/lib/opening-hours.ts";

// A post goes online when the site is built: a date ahead would show a day that has not come.
describe("a post's date", () => {
  const today = todayInNetherlands();
  const post = {
    title: "Een artikel over goed horen",
    slug: "goed-horen",
    summary: "Een samenvatting die alleen in deze test bestaat, lang genoeg voor het overzicht van de blog.",
    author: "praktijk",
  };
  const problems = (date: string) =>
    postFrontMatter
      .safeParse({ ...post, date })
      .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

  it("may be today, a day that has been, or a few days ahead", () => {
    for (const date of [today, addDays(today, -400), addDays(today, POST_DAYS_AHEAD)])
      expect(problems(date)).toBeUndefined();
  });

  it("is refused at the field once it is more than a week ahead", () => {
    expect(problems(addDays(today, POST_DAYS_AHEAD + 1))).toEqual([
      "date: deze datum ligt meer dan een week vooruit. Een artikel staat online zodra u publiceert, met deze datum erboven",
    ]);
  });

  it("typed in a year far ahead, names the year meant", () => {
    const meant = addDays(today, -30);
    const typed = `${Number(meant.slice(0, 4)) + 36}${meant.slice(4)}`;
    expect(problems(typed)).toEqual([
      `date: deze datum ligt in ${typed.slice(0, 4)}, meer dan een week vooruit. Bedoelt u ${meant.slice(0, 4)}? ` +
        "Een artikel staat online zodra u publiceert, met deze datum erboven",
    ]);
  });
});
