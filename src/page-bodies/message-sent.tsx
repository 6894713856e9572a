import { StatusPage } from "#/src/components/sections/status-page.tsx";
import { Button } from "#/src/components/ui/button.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { business } from "#/src/data/business.server.ts";
import { messageSentPage } from "#/src/copy/message-sent.ts";
import { paths } from "#/src/registry/pages.ts";
import { formatPhone, telHref } from "#/src/lib/contact-links.ts";
import { seo } from "#/src/head/seo.ts";

// Reached only after sending the contact form without JavaScript, so kept out of search results.
export const head = () => seo({ ...messageSentPage.meta, noindex: true });

export default function MessageSentPage() {
  const page = messageSentPage;
  return (
    <StatusPage title={page.title}>
      <p className="mt-6 text-lg">{page.intro}</p>
      <p className="mt-4 text-lg">
        {page.call}{" "}
        <a href={telHref(business.phone)} className={textLinkClass}>
          <span dir="ltr" className="whitespace-nowrap">
            {formatPhone(business.phone)}
          </span>
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <a href={paths.appointment}>{page.appointment}</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={paths.home}>{page.home}</a>
        </Button>
      </div>
    </StatusPage>
  );
}
