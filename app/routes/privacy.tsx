import { PageHeader } from "#/app/components/page-header.tsx";
import { PrivacySections } from "#/app/components/privacy-sections.tsx";
import { Container } from "#/app/components/ui/container.tsx";
import { paths } from "#/app/content/site.ts";
import { privacyStatement } from "#/app/content/privacy.ts";
import { longDate } from "#/app/lib/blog/dates.ts";
import { seo } from "#/app/lib/seo.ts";
import type { Route } from "./+types/privacy";

// Build time only: the statement reaches the browser as page data, not as part of a script.
export function loader() {
  return { statement: privacyStatement, updatedText: longDate(privacyStatement.updated) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? seo({ ...loaderData.statement.meta, path: paths.privacy }) : [];

export default function PrivacyPage({ loaderData: { statement, updatedText } }: Route.ComponentProps) {
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
