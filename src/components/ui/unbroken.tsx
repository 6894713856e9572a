import { Fragment } from "react";

/**
 * Words that must not break at their hyphen at a line's end ('in-' / 'ear'). The site's font has no
 * non-breaking hyphen (U+2011), so such a word is set in a span that does not wrap.
 */
const UNBROKEN = /\b(in-ear)\b/i;

/**
 * Text with every word in UNBROKEN kept on one line; the text itself is unchanged. One element
 * around it all, so a flex parent (a question's summary) still lays it out as one piece of text.
 */
export function Unbroken({ text }: { text: string }) {
  if (!UNBROKEN.test(text)) return text;
  return (
    <span>
      {text.split(new RegExp(UNBROKEN.source, "gi")).map((part, index) =>
        // split() with a group puts each match at an odd index.
        index % 2 === 1 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </span>
  );
}
