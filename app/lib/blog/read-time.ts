/** Reading speed of an average adult reader, in words a minute. */
export const WORDS_PER_MINUTE = 200;
export const MIN_READ_MINUTES = 5;
export const MAX_READ_MINUTES = 10;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read a text at 200 words a minute, rounded up and kept within 5–10 (the site's range). */
export function readMinutes(text: string): number {
  const minutes = Math.ceil(wordCount(text) / WORDS_PER_MINUTE);
  return Math.min(MAX_READ_MINUTES, Math.max(MIN_READ_MINUTES, minutes));
}
