// Decap CMS's Dutch words, in the 'u' the practice uses everywhere (docs/content.md): its own Dutch
// locale says 'je' in a few places the owner sees, such as the question when she leaves a form
// with changes. Those phrases are replaced; the rest stay as Decap wrote them.

/** Decap's phrases: nested objects of strings, as CMS.getLocale("nl") returns them. */
export type Phrases = { [key: string]: string | Phrases };

/** The phrases said with 'u' instead, by their path in Decap's locale. */
const inU: Record<string, string> = {
  "editor.editor.onLeavePage": "Weet u zeker dat u deze pagina wilt verlaten?",
  "ui.toast.onLoggedOut": "U bent uitgelogd. Maak een kopie van wat u nog niet hebt gepubliceerd en log opnieuw in.",
  "app.app.checkConfigYml": "Controleer het bestand config.yml.",
};

/** Decap's Dutch phrases with every 'je', 'jij' and 'jouw' said with 'u'. */
export function withU(phrases: Phrases, path = ""): Phrases {
  return Object.fromEntries(
    Object.entries(phrases).map(([key, value]) => {
      const at = path ? `${path}.${key}` : key;
      return [key, typeof value === "string" ? (inU[at] ?? value) : withU(value, at)];
    }),
  );
}
