/** Reading speed of an average adult reader, in words a minute. */
const WORDS_PER_MINUTE = 200;
/** A short post says what it takes: the spec's 5 to 10 minutes held for the site's first posts, which all run 5 or more (decision 028). */
const MIN_READ_MINUTES = 1;
const MAX_READ_MINUTES = 10;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read a text at 200 words a minute, rounded up, from 1 to at most 10. */
export function readMinutes(text: string): number {
  const minutes = Math.ceil(wordCount(text) / WORDS_PER_MINUTE);
  return Math.min(MAX_READ_MINUTES, Math.max(MIN_READ_MINUTES, minutes));
}
