// The notice the owner gets when a publication fails (.github/workflows/publish.yml): a GitHub issue
// in Dutch, which GitHub e-mails to the owner and to the web builder. It quotes what the checks said
// about the owner's files (the same 'file › field: message' lines the build prints), or, when the
// fault is not in the owner's files, says so and leaves it to the web builder.

/** The lines of a publication's log that speak to the owner: the checks' reports about the files. */
export function ownerMessages(log: string): string[] {
  const lines = log.replace(/\r/g, "").split("\n");
  const messages: string[] = [];
  // check:publish lists examples ("Nog N voorbeeldgegevens…") and broken files; the build lists
  // every problem at once ("De website kan niet worden bijgewerkt…", src/data/check-content.ts).
  const starts = [
    /^Nog \d+ voorbeeldgegevens/,
    /^Deze bestanden kloppen nog niet:/,
    /^De website kan niet worden bijgewerkt:/,
    // A problem in the owner's files found later in the build (e.g. scripts/lib/finish-build.ts) stops it
    // with Node's report of the ContentError: still hers to fix, never 'u hoeft niets te doen'.
    /^ContentError: /,
  ];
  lines.forEach((line, index) => {
    if (!starts.some((start) => start.test(line.trim()))) return;
    const block = [line.trim().replace(/^ContentError: /, "")];
    for (const next of lines.slice(index + 1)) {
      if (/^(> |npm (error|ERR)|\s*at )/.test(next)) break;
      block.push(next.trimEnd());
    }
    messages.push(block.join("\n").trim());
  });
  return messages;
}

export type NoticeContext = {
  /** Where the run's full log is, e.g. https://github.com/praktijk/website/actions/runs/1. */
  runUrl: string;
  /** The editor's address, e.g. https://www.klankwijs.nl/admin/. */
  editorUrl: string;
  /** The web builder's GitHub name, to be told too (without @); may be empty. */
  webBuilder?: string;
};

/** The title and text (Markdown) for a failed publication. */
export function failureNotice(log: string, { runUrl, editorUrl, webBuilder }: NoticeContext) {
  const messages = ownerMessages(log);
  const builder = webBuilder ? `@${webBuilder.replace(/^@/, "")}` : "uw webbouwer";
  const tail = log.replace(/\r/g, "").trimEnd().split("\n").slice(-60).join("\n");
  const body = [
    "De laatste wijziging staat **niet** online. De vorige versie van de website blijft gewoon staan.",
    "",
    ...(messages.length
      ? [
          "**Wat er nog niet klopt**",
          "",
          "```",
          ...messages,
          "```",
          "",
          `Open de beheeromgeving (${editorUrl}), kies het onderdeel dat hierboven genoemd wordt, verbeter het veld en klik opnieuw op **Publiceer**. Staat er 'voorbeeldgegevens', vul dan de echte gegevens in en haal het veld uit 'Nog voorbeeldgegevens'. Komt u er niet uit, stuur dit bericht dan door naar ${builder}.`,
        ]
      : [
          `Het probleem zit niet in uw gegevens maar in het bouwen of publiceren van de website. ${builder} kijkt ernaar; u hoeft niets te doen.`,
        ]),
    "",
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
