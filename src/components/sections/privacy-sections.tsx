import { isMarkedText } from "#/src/lib/marked-text.ts";
import { plainText } from "#/src/copy/marked-text.ts";
import type { PrivacyBlock, PrivacySection } from "#/src/copy/privacy.ts";
import { Fold } from "#/src/components/sections/fold.tsx";
import { JumpLinks } from "#/src/components/sections/jump-links.tsx";
import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { Marked } from "#/src/components/ui/marked.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";

const listClass = "list-disc space-y-2 ps-6 marker:text-coral-600";

function Block({ block }: { block: PrivacyBlock }) {
  if (isMarkedText(block)) {
    return (
      <p>
        <Marked text={block} />
      </p>
    );
  }
  if ("list" in block) {
    return (
      <ul className={listClass}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if ("terms" in block) {
    return (
      <ul className={listClass}>
        {block.terms.map(({ term, text }) => (
          <li key={term}>
            <strong className="text-petrol-900">{term}:</strong> {text}
          </li>
        ))}
      </ul>
    );
  }
  if ("links" in block) {
    return (
      <ul className="space-y-2">
        {block.links.map(({ text, href }) => (
          <li key={href}>
            <ExternalLink href={href} className={textLinkClass}>
              {text}
            </ExternalLink>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="space-y-4 rounded-card bg-teal-50 p-6">
      {block.details.map(({ label, lines, href }) => (
        <div key={label}>
          <dt className="font-bold text-petrol-900">{label}</dt>
          <dd className="break-words">
            {href ? (
              <a href={href} className={textLinkClass}>
                <bdi>{lines.map((line) => plainText(line)).join(", ")}</bdi>
              </a>
            ) : (
              lines.map((line) => (
                <bdi key={plainText(line)} className="block">
                  <Marked text={line} />
                </bdi>
              ))
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Running text in sections after a list of links to them, each section folded under its heading
 * (closed; a link to it opens it, and printing shows it: src/lib/fold-script.ts).
 */
export function PrivacySections({ sections, tocTitle }: { sections: readonly PrivacySection[]; tocTitle: string }) {
  return (
    <>
      <JumpLinks
        id="toc-title"
        title={tocTitle}
        links={sections.map((section) => ({ id: section.id, text: section.title }))}
      />
      <div className="mt-8 border-b border-line">
        {sections.map((section) => (
          <Fold
            key={section.id}
            id={section.id}
            look="text"
            summary={
              <h2 id={`${section.id}-title`} className="text-xl sm:text-2xl">
                {section.title}
              </h2>
            }
          >
            <div className="space-y-4 pb-6">
              {section.body.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </div>
          </Fold>
        ))}
      </div>
    </>
  );
}
