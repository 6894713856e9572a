import { describe, expect, it } from "vitest";
import {
  eigenRisicoReminder,
  failureNotice,
  ownerMessages,
  reminderDoneComment,
  successComment,
  type NoticeContext,
} from "#/hosting/publication-notice.ts";
import { eigenRisicoCheck } from "#/src/data/eigen-risico.ts";

const context = {
  runUrl: "https://github.com/praktijk/website/actions/runs/42",
  editorUrl: "https://www.klankwijs.nl/admin/",
  webBuilder: "webbouwer",
};
const live = { ...context, live: true } satisfies NoticeContext;
const beforeLive = { ...context, live: false } satisfies NoticeContext;

// Logs as the workflow's steps write them: npm's lines around the project's own reports.
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

const buildPassed = `
> klankwijs-hoorzorg-site@ build
> node scripts/build.ts

build: published build/client (412 files).`;

const tokenRefused = `
✘ [ERROR] A request to the Cloudflare API (/accounts/0123/pages/projects) failed.

  Authentication error [code: 10000]`;

const hostDown = `
✘ [ERROR] A request to the Cloudflare API (/accounts/0123/pages/projects/klankwijs/deployments) failed.

  Service Unavailable [code: 503]`;

const codeFailed = `
> klankwijs-hoorzorg-site@ typecheck
> astro check && tsc

src/lib/price.ts:12:3 - error TS2322: Type 'string' is not assignable to type 'number'.`;

const astroCrashed = `
> klankwijs-hoorzorg-site@ build
> node scripts/build.ts

[vite]: Rollup failed to resolve import "./gone.ts" from "src/pages/index.astro".
build: astro build failed; the published build is unchanged.
npm error code 1`;

const checked = { checked: "2030-10-01", source: "https://www.rijksoverheid.nl/" };
/** check:publish's own report on 5 January 2031 when only 2030's eigen risico is in. */
const eigenRisicoMissing = `
> check:publish
> node scripts/check-publish.ts

${eigenRisicoCheck([{ year: 2030, amount: 400, ...checked }], "2031-01-05").missing}
`;
/** check:publish's warning on 3 December 2030 when 2031's eigen risico is not in yet. */
const decemberWarning = `
> check:publish
> node scripts/check-publish.ts

Klaar om te publiceren: er staan geen voorbeeldgegevens meer in de bestanden.

${eigenRisicoCheck([{ year: 2030, amount: 400, ...checked }], "2030-12-03").warning}
`;

/** The part of a notice before the 'Nog te doen' list and the full log. */
const causePart = (body: string) => body.split(/\*\*Nog te doen|\*\*Let op\*\*|<details>/)[0]!;
const toDoPart = (body: string) =>
  body.split("**Nog te doen voordat de site online gaat**")[1]?.split("<details>")[0] ?? "";

describe("the notice of a failed publication: the owner's data", () => {
  it("quotes every problem the build found in the owner's files, and tells her what to do", () => {
    const { title, body } = failureNotice(buildFailed, live);
    expect(title).toBe("De website is niet bijgewerkt");
    expect(body).toContain(
      "De laatste wijziging staat **niet** online. De vorige versie van de website blijft gewoon staan.",
    );
    expect(causePart(body)).toContain("Wat er niet klopt in uw gegevens: dit moet u doen");
    expect(causePart(body)).toContain("dinsdag: 09:30-25:00 is geen bestaande tijd");
    expect(causePart(body)).toContain("Bedrag in euro's: 2.500 leest de site als 2,5");
    expect(body).toContain("Open de beheeromgeving (https://www.klankwijs.nl/admin/)");
    expect(body).toContain("@webbouwer");
    expect(body).toContain("(https://github.com/praktijk/website/actions/runs/42)");
    expect(body).not.toContain("niets te doen");
    expect(ownerMessages(buildFailed)[0]).not.toContain("npm error");
  });

  it("once live, gives the examples check:publish still found as the cause, with how to clear them", () => {
    const { body } = failureNotice(examplesLeft, live);
    expect(causePart(body)).toContain("Wat er niet klopt in uw gegevens: dit moet u doen");
    expect(causePart(body)).toContain("E-mailadres voor het contactformulier (contact@example.org");
    expect(causePart(body)).toContain("haal het veld uit 'Nog voorbeeldgegevens'");
    expect(body).not.toContain("Nog te doen");
  });

  it("before going live, gives the build's problems as the cause and the examples only as 'nog te doen'", () => {
    const { body } = failureNotice(examplesLeft + buildFailed, beforeLive);
    expect(causePart(body)).toContain("Wat er niet klopt in uw gegevens: dit moet u doen");
    expect(causePart(body)).toContain("dinsdag: 09:30-25:00 is geen bestaande tijd");
    expect(causePart(body)).not.toContain("contact@example.org");
    expect(toDoPart(body)).toContain("Dit hield deze publicatie niet tegen");
    expect(toDoPart(body)).toContain("E-mailadres voor het contactformulier (contact@example.org");
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
    for (const setting of [live, beforeLive]) {
      const { body } = failureNotice(log, setting);
      expect(causePart(body)).toContain("Wat er niet klopt in uw gegevens: dit moet u doen");
      expect(causePart(body)).toContain("Titel: dit veld is leeg");
      expect(body).not.toContain("niets te doen");
    }
  });
});

describe("the notice of a failed publication: the eigen risico of the new year is missing", () => {
  it("says the owner must act, that nothing goes online until she does, and what to enter where", () => {
    const { body } = failureNotice(eigenRisicoMissing, live);
    const cause = causePart(body);
    expect(cause).toContain("Het eigen risico voor 2031 ontbreekt: dit moet u doen");
    expect(cause).toContain("gaat **geen enkele** wijziging van de website online");
    expect(cause).toContain(
      "Open de beheeromgeving (https://www.klankwijs.nl/admin/) en kies **Prijzen** › **Eigen risico**",
    );
    expect(cause).toContain("**Voeg jaar toe**");
    expect(cause).toContain("**Jaar**: 2031");
    expect(cause).toContain("**Verplicht eigen risico (euro)**: het bedrag voor 2031");
    expect(cause).toContain("**Gecontroleerd op**");
    expect(cause).toContain("**Bron**");
    expect(cause).toContain("**Publiceer**");
    expect(body).not.toContain("niets te doen");
    expect(body).not.toContain("dit moet uw webbouwer doen");
  });

  it("names the other problems in her files too, when there are any", () => {
    const { body } = failureNotice(eigenRisicoMissing + examplesLeft, live);
    expect(causePart(body)).toContain("Het eigen risico voor 2031 ontbreekt");
    expect(causePart(body)).toContain("contact@example.org");
  });

  it("before going live, lists it as still to do, since the preview is still published without it", () => {
    const { body } = failureNotice(eigenRisicoMissing + examplesLeft + buildPassed + tokenRefused, {
      ...beforeLive,
      failedStep: "publiceren",
    });
    expect(causePart(body)).toContain("Cloudflare, waar de website staat, heeft de nieuwe versie geweigerd");
    expect(causePart(body)).not.toContain("eigen risico");
    expect(toDoPart(body)).toContain("Het eigen risico voor 2031 staat er nog niet in");
    expect(toDoPart(body)).toContain("contact@example.org");
  });
});

describe("the notice of a failed publication: the host refused", () => {
  it("says an expired key is the web builder's to renew, where, and that the owner's data is fine", () => {
    for (const setting of [live, beforeLive]) {
      const { body } = failureNotice(buildPassed + tokenRefused, { ...setting, failedStep: "publiceren" });
      const cause = causePart(body);
      expect(cause).toContain(
        "Cloudflare, waar de website staat, heeft de nieuwe versie geweigerd: dit moet uw webbouwer doen",
      );
      expect(cause).toContain("Uw gegevens zijn in orde en uw wijziging is bewaard");
      expect(cause).toContain("waarschijnlijk verlopen of ingetrokken");
      expect(cause).toContain("@webbouwer maakt bij Cloudflare een nieuwe");
      expect(cause).toContain("`CLOUDFLARE_API_TOKEN`");
      expect(cause).not.toContain("Wat er niet klopt");
      expect(body).toContain("Authentication error");
    }
  });

  it("before going live, lists the examples as still to do and never as the cause", () => {
    const { body } = failureNotice(examplesLeft + tokenRefused, {
      ...beforeLive,
      failedStep: "publiceren",
    });
    expect(causePart(body)).not.toContain("contact@example.org");
    expect(causePart(body)).not.toContain("Wat er niet klopt");
    expect(toDoPart(body)).toContain("contact@example.org");
    expect(toDoPart(body)).not.toContain("Authentication error");
  });

  it("says another refusal by the host is the web builder's to look into, often mended by starting again", () => {
    const { body } = failureNotice(buildPassed + hostDown, { ...live, failedStep: "publiceren" });
    expect(causePart(body)).toContain("heeft de nieuwe versie niet aangenomen: dit moet uw webbouwer doen");
    expect(causePart(body)).toContain("start de publicatie opnieuw");
    expect(causePart(body)).not.toContain("CLOUDFLARE_API_TOKEN");
  });

  it("names the web builder as 'uw webbouwer' when none is set", () => {
    const { body } = failureNotice(tokenRefused, { ...live, webBuilder: "", failedStep: "publiceren" });
    expect(body).toContain("Uw webbouwer maakt bij Cloudflare een nieuwe");
    expect(body).toContain("stuur dit bericht dan door naar uw webbouwer");
  });
});

describe("the notice of a failed publication: the build failed", () => {
  it("says a build that stops outside her files is the web builder's to mend, before and after going live", () => {
    for (const setting of [live, beforeLive]) {
      const { body } = failureNotice(astroCrashed, setting);
      const cause = causePart(body);
      expect(cause).toContain("De website kon niet worden gemaakt: dit moet uw webbouwer doen");
      expect(cause).toContain("Het probleem zit in het maken van de website, niet in uw gegevens");
      expect(cause).toContain("Uw gegevens zijn in orde");
      expect(cause).not.toContain("Wat er niet klopt");
    }
    const { body } = failureNotice(examplesLeft + astroCrashed, beforeLive);
    expect(causePart(body)).not.toContain("contact@example.org");
    expect(toDoPart(body)).toContain("contact@example.org");
  });

  it("says a failed check of the code is the web builder's, even though the owner's files passed", () => {
    const { body } = failureNotice(examplesLeft + buildPassed + codeFailed, { ...beforeLive, failedStep: "code" });
    expect(causePart(body)).toContain("dit moet uw webbouwer doen");
    expect(causePart(body)).toContain("de controle van de programmacode");
    expect(toDoPart(body)).toContain("contact@example.org");
  });
});

describe("the notice of a failed publication: the December warning", () => {
  it("adds next year's missing eigen risico as a warning, never as the cause", () => {
    const { body } = failureNotice(decemberWarning + buildPassed + tokenRefused, { ...live, failedStep: "publiceren" });
    expect(causePart(body)).not.toContain("eigen risico");
    expect(body.split("**Let op**")[1]).toContain("het eigen risico voor 2031 staat er nog niet in");
  });
});

describe("the reminder of a missing eigen risico", () => {
  const table = [{ year: 2030, amount: 400, ...checked }];

  it("in December, asks the owner to enter next year's amount before 1 January, and where", () => {
    const reminder = eigenRisicoReminder(eigenRisicoCheck(table, "2030-12-01"), context)!;
    expect(reminder.title).toBe("Vul het eigen risico voor 2031 in");
    expect(reminder.body).toContain("Vanaf 1 januari 2031 gaat zonder dat bedrag geen enkele wijziging");
    expect(reminder.body).toContain("vul het daarom vóór 1 januari in");
    expect(reminder.body).toContain("**Dit moet u doen**");
    expect(reminder.body).toContain("**Prijzen** › **Eigen risico**");
    expect(reminder.body).toContain("**Jaar**: 2031");
    expect(reminder.body).not.toContain("niets te doen");
  });

  it("in January, says nothing goes online until she enters it", () => {
    const reminder = eigenRisicoReminder(eigenRisicoCheck(table, "2031-01-02"), context)!;
    expect(reminder.title).toBe("Vul het eigen risico voor 2031 in");
    expect(reminder.body).toContain("Daardoor gaat nu **geen enkele** wijziging van de website online");
    expect(reminder.body).toContain("https://www.klankwijs.nl/admin/");
  });

  it("is not sent when the amount is in, or before December", () => {
    const both = [...table, { ...table[0]!, year: 2031 }];
    expect(eigenRisicoReminder(eigenRisicoCheck(both, "2030-12-01"), context)).toBeUndefined();
    expect(eigenRisicoReminder(eigenRisicoCheck(table, "2030-11-30"), context)).toBeUndefined();
    expect(reminderDoneComment).toContain("Het eigen risico staat erin");
  });
});

it("closes with a Dutch word once a publication works again", () => {
  expect(successComment(context.runUrl)).toBe(
    "Gelukt: de website is weer bijgewerkt ([de publicatie](https://github.com/praktijk/website/actions/runs/42)). Deze melding is gesloten.",
  );
});
