// The notices the owner gets from the publication workflow (.github/workflows/publish.yml): GitHub
// issues in Dutch, which GitHub e-mails to the owner and to the web builder.
// - When a publication fails: what stopped it, and who must act and how. The cause is one of: the
//   owner's files (the same 'file › field: message' lines the build and check:publish print), the
//   missing eigen risico of the current year (every publication waits for it), the host refusing the
//   new version (e.g. an expired token), or the build or the code checks failing for a reason outside
//   her files. Before the site is live, the examples check:publish lists are a separate 'Nog te doen'
//   list: they never stop a publication then, so they are never given as its cause.
// - In December, while the coming year's eigen risico is missing, and in January once it blocks:
//   a reminder that says what to enter where (eigenRisicoReminder).

/** The step of the workflow that failed (the ids in publish.yml). */
export type FailedStep = "bouwen" | "code" | "publiceren" | "installeren";

export type NoticeContext = {
  /** Where the run's full log is, e.g. https://github.com/praktijk/website/actions/runs/1. */
  runUrl: string;
  /** The editor's address, e.g. https://www.klankwijs.nl/admin/. */
  editorUrl: string;
  /** The web builder's GitHub name, to be told too (without @); may be empty. */
  webBuilder?: string;
  /** Whether the site is live (content/website.yaml): before that, examples do not stop a publication. */
  live: boolean;
  /** The step that failed; without it, the build (the step that reads the owner's files). */
  failedStep?: FailedStep;
};

type Block = { kind: "examples" | "broken" | "build" | "eigenRisico" | "warning"; text: string };

// How each report of check:publish (scripts/lib/publish-check.ts) and of the build
// (src/data/check-content.ts) starts. A problem in the owner's files found late in the build
// (e.g. scripts/lib/finish-build.ts) stops it with Node's report of the ContentError.
const starts: [Block["kind"], RegExp][] = [
  ["examples", /^Nog \d+ voorbeeldgegevens/],
  ["broken", /^Deze bestanden kloppen nog niet:/],
  ["eigenRisico", /^Het eigen risico voor \d{4} staat er nog niet in\./],
  ["warning", /^Let op: het eigen risico voor \d{4} staat er nog niet in\./],
  ["build", /^De website kan niet worden bijgewerkt:/],
  ["build", /^ContentError: /],
];
const kindOf = (line: string) => starts.find(([, start]) => start.test(line.trim()))?.[0];
/** Where a report ends: npm's own lines, a stack trace, the check's all-clear, or a tool's error (wrangler's, Astro's). */
const ends = (line: string) => /^(> |npm (error|ERR)|\s*at |Klaar om te publiceren|✘ |\S* ?\[ERROR\])/.test(line);

/** The reports of a publication's log that speak to the owner, each as it was printed. */
function reports(log: string): Block[] {
  const lines = log.replace(/\r/g, "").split("\n");
  const blocks: Block[] = [];
  lines.forEach((line, index) => {
    const kind = kindOf(line);
    if (!kind) return;
    const block = [line.trim().replace(/^ContentError: /, "")];
    for (const next of lines.slice(index + 1)) {
      if (ends(next) || kindOf(next)) break;
      block.push(next.trimEnd());
    }
    blocks.push({ kind, text: block.join("\n").trim() });
  });
  return blocks;
}

/** The lines of a publication's log about the owner's files: what the checks said about them. */
export function ownerMessages(log: string): string[] {
  return reports(log)
    .filter((block) => block.kind !== "warning")
    .map((block) => block.text);
}

const mention = (webBuilder?: string) => (webBuilder ? `@${webBuilder.replace(/^@/, "")}` : "uw webbouwer");
const quote = (texts: string[]) => ["```", ...texts, "```"];
const yearIn = (text: string) => /eigen risico voor (\d{4})/.exec(text)?.[1] ?? "dit jaar";

/** What to enter for a year's eigen risico, and where: the editor's own names for the fields. */
function eigenRisicoSteps(year: string, editorUrl: string): string[] {
  return [
    `1. Open de beheeromgeving (${editorUrl}) en kies **Prijzen** › **Eigen risico**.`,
    "2. Klik onder **Eigen risico per jaar** op **Voeg jaar toe** en vul in:",
    `   - **Jaar**: ${year}`,
    `   - **Verplicht eigen risico (euro)**: het bedrag voor ${year}, alleen het getal, zonder €-teken`,
    "   - **Gecontroleerd op**: de dag waarop u het bedrag hebt nagekeken (vandaag)",
    "   - **Bron**: het webadres waar het bedrag staat, bijvoorbeeld een pagina van rijksoverheid.nl of van een zorgverzekeraar",
    "3. Klik bovenaan op **Publiceer** en dan op **Publiceer nu**.",
  ];
}

/** Tokens and permissions the host refuses with (wrangler's and Cloudflare's own wording). */
const refusedAccess =
  /Authentication error|code: 1000[01]\b|Invalid (access |API )?token|Unable to authenticate|not authorized|Unauthorized|\b403\b/i;

/** The title and text (Markdown) for a failed publication. */
export function failureNotice(log: string, context: NoticeContext) {
  const { runUrl, editorUrl, webBuilder, live } = context;
  const failedStep = context.failedStep ?? "bouwen";
  const builder = mention(webBuilder);
  const Builder = builder.charAt(0).toUpperCase() + builder.slice(1);
  const found = reports(log);
  const of = (...kinds: Block["kind"][]) => found.filter((block) => kinds.includes(block.kind));
  // Before going live, check:publish never stops a publication: all it says is still to do.
  const causes = failedStep === "bouwen" ? (live ? of("broken", "build", "examples") : of("build")) : [];
  const missingEigenRisico = failedStep === "bouwen" && live ? of("eigenRisico") : [];
  const toDo = live ? [] : of("broken", "eigenRisico", "examples");
  const warnings = of("warning");

  const cause: string[] = [];
  if (missingEigenRisico.length) {
    const year = yearIn(missingEigenRisico[0]!.text);
    cause.push(
      `**Het eigen risico voor ${year} ontbreekt: dit moet u doen**`,
      "",
      `Zolang het bedrag voor ${year} niet in de beheeromgeving staat, gaat **geen enkele** wijziging van de website online, ook niet die van anderen. Dit lost u zelf op, in een paar minuten:`,
      "",
      ...eigenRisicoSteps(year, editorUrl),
      "",
      `Het kabinet maakt het bedrag elk jaar in september bekend; uw zorgverzekeraar kan het u ook noemen. Daarna gaat ook deze wijziging vanzelf online.`,
      "",
    );
  }
  if (causes.length) {
    cause.push(
      "**Wat er niet klopt in uw gegevens: dit moet u doen**",
      "",
      ...quote(causes.map((block) => block.text)),
      "",
      `Open de beheeromgeving (${editorUrl}), kies het onderdeel dat hierboven genoemd wordt, verbeter het veld en klik opnieuw op **Publiceer**.${live && of("examples").length ? " Staat er 'voorbeeldgegevens', vul dan de echte gegevens in en haal het veld uit 'Nog voorbeeldgegevens' (of zet 'Nog een voorbeeld' uit)." : ""} Komt u er niet uit, stuur dit bericht dan door naar ${builder}.`,
      "",
    );
  }
  if (!cause.length) {
    const none =
      "Uw gegevens zijn in orde en uw wijziging is bewaard: u hoeft in de beheeromgeving niets te verbeteren.";
    const later = `Zodra het is opgelost, gaat uw wijziging vanzelf online. Hoort u binnen twee werkdagen niets, stuur dit bericht dan door naar ${builder}.`;
    if (failedStep === "publiceren" && refusedAccess.test(log)) {
      cause.push(
        "**Cloudflare, waar de website staat, heeft de nieuwe versie geweigerd: dit moet uw webbouwer doen**",
        "",
        `${none} De sleutel waarmee de website bij Cloudflare wordt gezet, is waarschijnlijk verlopen of ingetrokken. ${Builder} maakt bij Cloudflare een nieuwe (**Profile** › **API Tokens**, met het recht _Account_ › _Cloudflare Pages_ › _Edit_, zoals in docs/content.md stap 2), zet die op GitHub onder **Settings** › **Secrets and variables** › **Actions** als \`CLOUDFLARE_API_TOKEN\` en start de publicatie opnieuw.`,
        "",
        later,
        "",
      );
    } else if (failedStep === "publiceren") {
      cause.push(
        "**Cloudflare, waar de website staat, heeft de nieuwe versie niet aangenomen: dit moet uw webbouwer doen**",
        "",
        `${none} ${Builder} leest in het verslag hieronder wat Cloudflare antwoordde, lost het op en start de publicatie opnieuw (vaak is het een storing die vanzelf overgaat; dan is opnieuw starten genoeg).`,
        "",
        later,
        "",
      );
    } else {
      const what =
        failedStep === "code"
          ? "de controle van de programmacode van de website (typecheck, lint of tests)"
          : failedStep === "installeren"
            ? "het installeren van de onderdelen waarmee de website wordt gemaakt"
            : "het maken van de website";
      cause.push(
        `**De website kon niet worden gemaakt: dit moet uw webbouwer doen**`,
        "",
        `${none} Het probleem zit in ${what}, niet in uw gegevens. ${Builder} leest in het verslag hieronder wat er misging, herstelt het en start de publicatie opnieuw.`,
        "",
        later,
        "",
      );
    }
  }

  const toDoText = [
    ...(toDo.length
      ? [
          "**Nog te doen voordat de site online gaat**",
          "",
          "Dit hield deze publicatie niet tegen: zolang de site nog niet online is, komt elke versie op het voorbeeldadres, ook met voorbeeldgegevens. Vóór de site echt online gaat, moet het wel ingevuld zijn:",
          "",
          ...quote(toDo.map((block) => block.text)),
          "",
        ]
      : []),
    ...(warnings.length ? ["**Let op**", "", ...warnings.map((block) => block.text), ""] : []),
  ];

  const tail = log.replace(/\r/g, "").trimEnd().split("\n").slice(-60).join("\n");
  const body = [
    "De laatste wijziging staat **niet** online. De vorige versie van de website blijft gewoon staan.",
    "",
    ...cause,
    ...toDoText,
    `Deze melding gaat vanzelf dicht zodra een publicatie weer lukt.`,
    "",
    "<details><summary>Het volledige verslag (voor de webbouwer)</summary>",
    "",
    "```",
    tail,
    "```",
    "",
    `[De publicatie op GitHub](${runUrl})`,
    "",
    "</details>",
  ];
  return { title: "De website is niet bijgewerkt", body: body.join("\n") };
}

export const successComment = (runUrl: string) =>
  `Gelukt: de website is weer bijgewerkt ([de publicatie](${runUrl})). Deze melding is gesloten.`;

/**
 * The reminder while a year's eigen risico is missing, from check:publish's own check of it
 * (eigenRisicoCheck in scripts/lib/publish-check.ts): in December the coming year's (`warning`),
 * from January the current year's, which stops every publication (`missing`). Undefined when both are in.
 */
export function eigenRisicoReminder(
  check: { missing?: string; warning?: string },
  { editorUrl }: Pick<NoticeContext, "editorUrl">,
): { title: string; body: string } | undefined {
  const text = check.missing ?? check.warning;
  if (!text) return undefined;
  const year = yearIn(text);
  const when = check.missing
    ? `Het eigen risico voor ${year} staat nog niet in de beheeromgeving. Daardoor gaat nu **geen enkele** wijziging van de website online, tot u het bedrag invult.`
    : `Het eigen risico voor ${year} staat nog niet in de beheeromgeving. Vanaf 1 januari ${year} gaat zonder dat bedrag geen enkele wijziging van de website meer online; vul het daarom vóór 1 januari in.`;
  return {
    title: `Vul het eigen risico voor ${year} in`,
    body: [
      when,
      "",
      "**Dit moet u doen**",
      "",
      ...eigenRisicoSteps(year, editorUrl),
      "",
      "Het kabinet maakt het bedrag elk jaar in september bekend; uw zorgverzekeraar kan het u ook noemen. Deze herinnering gaat vanzelf dicht zodra het bedrag erin staat.",
    ].join("\n"),
  };
}

export const reminderDoneComment = "Het eigen risico staat erin. Deze herinnering is gesloten.";
