// A date as Dutch writes it in running text, with the browser's own Intl (no date library in the
// page's script): "12 maart 2025".
const formatter = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2025-03-12" → "12 maart 2025" */
export const fullDate = (isoDate: string) => formatter.format(new Date(`${isoDate}T12:00:00Z`));
