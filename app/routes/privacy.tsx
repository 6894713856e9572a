import { PageHeader } from "~/components/page-header";
import { PrivacySections } from "~/components/privacy-sections";
import { Container } from "~/components/ui/container";
import { paths } from "~/content/pages";
import { privacyStatement } from "~/content/privacy";
import { longDate } from "~/lib/blog/dates";
import { seo } from "~/lib/seo";
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
