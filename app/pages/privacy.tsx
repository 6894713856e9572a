import { PageHeader } from "#/app/components/page-header.tsx";
import { PrivacySections } from "#/app/components/privacy-sections.tsx";
import { Container } from "#/app/components/ui/container.tsx";
import { paths } from "#/app/content/site.ts";
import { privacyStatement as statement } from "#/app/content/privacy.ts";
import { longDate } from "#/app/lib/blog/dates.ts";
import { seo } from "#/app/lib/seo.ts";

export const head = () => seo({ ...statement.meta, path: paths.privacy });

export default function PrivacyPage() {
  const updatedText = longDate(statement.updated);
  return (
    <>
      <PageHeader width="text" title={statement.title} intro={statement.intro}>
        <p className="mt-4 text-ink-muted">
          {statement.updatedLabel} <time dateTime={statement.updated}>{updatedText}</time>
        </p>
      </PageHeader>
      <Container width="text" className="pb-20">
        <PrivacySections sections={statement.sections} tocTitle={statement.tocTitle} />
      </Container>
    </>
  );
}
