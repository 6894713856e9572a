import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { Marked } from "#/src/components/ui/marked.tsx";
import { PageHeader } from "#/src/components/sections/page-header.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { complaintsPage, type ComplaintsDetail } from "#/src/copy/complaints.ts";
import { plainText } from "#/src/copy/marked-text.ts";
import { onThisPage } from "#/src/copy/sections.ts";
import { JumpLinks } from "#/src/components/sections/jump-links.tsx";
import { paths } from "#/src/registry/pages.ts";
import { seo } from "#/src/head/seo.ts";

export const head = (page = complaintsPage) => seo({ ...page.meta, path: paths.complaints });

function Details({ details }: { details: readonly ComplaintsDetail[] }) {
  return (
    <dl className="space-y-4 rounded-card bg-teal-50 p-6">
      {details.map(({ label, value, href }) => (
        <div key={label}>
          <dt className="font-bold text-petrol-900">{label}</dt>
          <dd className="break-words">
            {href ? (
              <a href={href} className={textLinkClass}>
                <bdi>
                  <Marked text={value} />
                </bdi>
              </a>
            ) : (
              <bdi>
                <Marked text={value} />
              </bdi>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /klachten: talk to us, the complaints officer, our answer, the disputes body (src/copy/complaints.ts). */
/** `page`: the practice's complaints copy; a test passes a fixture. */
export default function ComplaintsPage({ page = complaintsPage }: { page?: typeof complaintsPage }) {
  return (
    <>
      <PageHeader width="text" title={page.title} intro={page.intro} />
      <Container width="text" className="space-y-12 pb-20">
        <JumpLinks
          id="op-deze-pagina"
          title={onThisPage}
          links={page.sections.map((section) => ({ id: `${section.id}-title`, text: section.title }))}
          folded
        />
        {page.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="text-2xl sm:text-3xl">
              {section.title}
            </h2>
            <div className="mt-4 space-y-4">
              {section.paragraphs.map((paragraph) => (
                <p key={plainText(paragraph)}>
                  <Marked text={paragraph} />
                </p>
              ))}
              {section.details ? <Details details={section.details} /> : null}
              {section.link ? (
                <p>
                  {section.link.external ? (
                    <ExternalLink href={section.link.href} className={textLinkClass}>
                      <Marked text={section.link.text} />
                    </ExternalLink>
                  ) : (
                    <a href={section.link.href} className={textLinkClass}>
                      <Marked text={section.link.text} />
                    </a>
                  )}
                </p>
              ) : null}
            </div>
          </section>
        ))}
      </Container>
    </>
  );
}
