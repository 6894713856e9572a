/** "Sanne de Vries" → "SV": the first and the last capitalised word, skipping 'de', 'van', 'ter'. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1);
  return letters.map((word) => word!.charAt(0)).join("");
}
