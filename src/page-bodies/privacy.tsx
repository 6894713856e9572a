import { PageHeader } from "#/src/components/sections/page-header.tsx";
import { PrivacySections } from "#/src/components/sections/privacy-sections.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import { paths } from "#/src/registry/pages.ts";
import { privacyStatement as statement } from "#/src/copy/privacy.ts";
import { longDate } from "#/src/lib/blog/dates.ts";
import { seo } from "#/src/head/seo.ts";

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
