import { paths } from "#/src/registry/pages.ts";
import { builtRoutes, expect, test } from "#/e2e/fixtures.ts";

// The site speaks to visitors with 'u'. Only the in-ear monitor pages, for musicians and gamers,
// say 'je'; and the spec's own sentences stay exactly as written, even where they say 'je'.
const informal = /\b(je|jij|jou|jouw|jezelf)\b/i;
const spokenToWithJe = new Set<string>([paths.musicians, paths.gamers]);
const specSentences = ["We nemen zo snel mogelijk contact met je op.", "Je browser ondersteunt geen video."];
/** Words quoted as someone says them ('wat zei je?'): not the site speaking. Apostrophes (foto's) are not quotes. */
const quotedSpeech = /(^|[\s(])'[^'\n]{1,60}?'(?=[\s.,;:!?)]|$)/g;

/** The visible text of a page's <main>, as prerendered (no scripts run). */
const mainText = (html: string) =>
  (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "")
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

test("every page says 'u', except the in-ear monitor pages and the spec's own sentences", async ({ request }) => {
  const offenders: string[] = [];
  for (const route of builtRoutes().filter((route) => !spokenToWithJe.has(route))) {
    let text = mainText(await (await request.get(route)).text());
    expect(text.length, `${route} has a main text`).toBeGreaterThan(100);
    for (const sentence of specSentences) text = text.replaceAll(sentence, "");
    text = text.replace(quotedSpeech, "$1");
    const match = informal.exec(text);
    if (match) offenders.push(`${route}: …${text.slice(Math.max(0, match.index - 60), match.index + 40)}…`);
  }
  expect(offenders).toEqual([]);
});
