import { describe, expect, it } from "vitest";
import { failureNotice, ownerMessages, successComment } from "#/hosting/publication-notice.ts";

const context = {
  runUrl: "https://github.com/praktijk/website/actions/runs/42",
  editorUrl: "https://www.klankwijs.nl/admin/",
  webBuilder: "webbouwer",
};

// Logs as the workflow's step writes them: npm's lines around the project's own reports.
const buildFailed = `
> klankwijs-hoorzorg-site@ build
> node scripts/build.ts

media: 78 pictures, 0 files written, 0 removed (0.0 s)

De website kan niet worden bijgewerkt: 2 bestanden kloppen nog niet.

content/opening-hours.yaml › Vestigingen › Wieringerwerf › Vaste openingstijden › dinsdag: 09:30-25:00 is geen bestaande tijd (branches.wieringerwerf.week.tuesday)

content/prices.yaml › Gehoorbescherming muziek, uitvoering Regular › Bedrag in euro's: 2.500 leest de site als 2,5. Bedoelt u 2500, schrijf dan 2500 (zonder punt) (music-regular.amount)

npm error Lifecycle script \`build\` failed with error:
npm error code 1`;

const examplesLeft = `
> check:publish
> node scripts/check-publish.ts

Nog 1 voorbeeldgegevens. Vervang ze voordat de site online gaat:

content/practice.yaml
  - E-mailadres voor het contactformulier (contact@example.org: example.org is een voorbeelddomein, geen adres van de praktijk)  [formEmail]

Vul de echte gegevens in (in de editor op /admin of in het bestand) en haal daarna het veld uit 'Nog voorbeeldgegevens'.`;

describe("the notice of a failed publication", () => {
  it("quotes every problem the build found in the owner's files, and says what to do, in Dutch", () => {
    const { title, body } = failureNotice(buildFailed, context);
    expect(title).toBe("De website is niet bijgewerkt");
    expect(body).toContain(
      "De laatste wijziging staat **niet** online. De vorige versie van de website blijft gewoon staan.",
    );
    expect(body).toContain("dinsdag: 09:30-25:00 is geen bestaande tijd");
    expect(body).toContain("Bedrag in euro's: 2.500 leest de site als 2,5");
    expect(body).toContain("Open de beheeromgeving (https://www.klankwijs.nl/admin/)");
    expect(body).toContain("@webbouwer");
    expect(body).toContain("(https://github.com/praktijk/website/actions/runs/42)");
    expect(ownerMessages(buildFailed)[0]).not.toContain("npm error");
  });

  it("quotes the examples check:publish still found", () => {
    expect(failureNotice(examplesLeft, context).body).toContain(
      "E-mailadres voor het contactformulier (contact@example.org: example.org is een voorbeelddomein",
    );
  });

  it("says the owner need do nothing when the fault is not in their files", () => {
    const { body } = failureNotice(
      "✘ [ERROR] A request to the Cloudflare API failed. Authentication error [code: 10000]",
      context,
    );
    expect(ownerMessages("✘ [ERROR] Authentication error")).toEqual([]);
    expect(body).toContain("Het probleem zit niet in uw gegevens");
    expect(body).toContain("@webbouwer kijkt ernaar; u hoeft niets te doen.");
    expect(body).toContain("Authentication error");
  });

  it("treats a content problem that stops the build late (after the pages) as the owner's to fix", () => {
    // As the build prints it (2026-12-03): the finish-build integration's own process stops, then Astro.
    const log = `
write-editor: wrote the editor (/admin, 5 MB)
file:///home/runner/work/website/scripts/lib/finish-build.ts:61
    throw new ContentError(problems.join("\\n"));
          ^

ContentError: content/blog/nieuw-artikel.md › Titel: dit veld is leeg
    at readPosts (file:///home/runner/work/website/app/data/blog-posts.server.ts:81:25)
    at file:///home/runner/work/website/scripts/finish-build.ts:11:54

Node.js v24.21.0
11:41:22 [ERROR] [klankwijs:finish-build] An unhandled error occurred while running the "astro:build:done" hook
Finishing the build failed: see the lines above.
  Location:
    /home/runner/work/website/node_modules/astro/dist/integrations/hooks.js:56:21
build: astro build failed; the published build is unchanged.
npm error code 1`;
    expect(ownerMessages(log)).toEqual(["content/blog/nieuw-artikel.md › Titel: dit veld is leeg"]);
    const { body } = failureNotice(log, context);
    expect(body).toContain("**Wat er nog niet klopt**");
    expect(body).not.toContain("u hoeft niets te doen");
  });

  it("closes with a Dutch word once a publication works again", () => {
    expect(successComment(context.runUrl)).toBe(
      "Gelukt: de website is weer bijgewerkt ([de publicatie](https://github.com/praktijk/website/actions/runs/42)). Deze melding is gesloten.",
    );
  });
});
