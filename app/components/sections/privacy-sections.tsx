import { isMarkedText, plainText } from "#/app/copy/marked-text.ts";
import type { PrivacyBlock, PrivacySection } from "#/app/copy/privacy.ts";
import { JumpLinks } from "#/app/components/sections/jump-links.tsx";
import { ExternalLink } from "#/app/components/ui/external-link.tsx";
import { Marked } from "#/app/components/ui/marked.tsx";
import { textLinkClass } from "#/app/components/ui/text-link.ts";

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

/** Running text in sections, each with its own heading, after a list of links to them. */
export function PrivacySections({ sections, tocTitle }: { sections: readonly PrivacySection[]; tocTitle: string }) {
  return (
    <>
      <JumpLinks
        id="toc-title"
        title={tocTitle}
        links={sections.map((section) => ({ id: section.id, text: section.title }))}
      />
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12">
          <h2 id={`${section.id}-title`} className="text-2xl sm:text-3xl">
            {section.title}
          </h2>
          <div className="mt-4 space-y-4">
            {section.body.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
