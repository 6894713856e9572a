import { BusinessContext } from "#/src/components/hooks/business.ts";
import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { ContactOptions } from "#/src/components/sections/contact-options.tsx";
import { JumpLinks } from "#/src/components/sections/jump-links.tsx";
import { PageHeader } from "#/src/components/sections/page-header.tsx";
import { onThisPage } from "#/src/copy/sections.ts";
import { ItemList } from "#/src/components/sections/item-list.tsx";
import { SharedTextBlock } from "#/src/components/sections/shared-text-block.tsx";
import { StepList } from "#/src/components/sections/step-list.tsx";
import { Button } from "#/src/components/ui/button.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import { appointmentPage } from "#/src/copy/appointment.ts";
import { business } from "#/src/data/business.server.ts";
import { paths } from "#/src/registry/pages.ts";
import { formatPhone, telHref } from "#/src/lib/contact-links.ts";
import { seo } from "#/src/head/seo.ts";

export const head = () => seo({ ...appointmentPage.meta, path: paths.appointment });

/** `widget`: the scheduling widget's island (src/pages/afspraak-maken.astro). */
export default function AppointmentPage({ widget }: { widget?: ReactNode }) {
  const { hearingTest, bring, reschedule } = appointmentPage;
  return (
    <BusinessContext value={business}>
      <PageHeader title={appointmentPage.title} intro={appointmentPage.intro} />
      <Container className="space-y-14 pb-20">
        {widget}
        {/* After the agenda, which is what the page is for: links to what follows it. */}
        <JumpLinks
          id="op-deze-pagina"
          title={onThisPage}
          links={[
            { id: "contact-options-title", text: appointmentPage.contact.title },
            { id: "hoortest", text: hearingTest.title },
            { id: "meenemen", text: bring.title },
            { id: "verzetten-title", text: reschedule.title },
          ]}
          folded
        />
        <ContactOptions copy={appointmentPage.contact} emailSubject="Afspraak maken" />
        <StepList id="hoortest" title={hearingTest.title} intro={hearingTest.intro} steps={hearingTest.steps} />
        <div>
          <ItemList id="meenemen" title={bring.title} intro={bring.intro} items={[...bring.items]} />
          <div className="mt-8 max-w-3xl space-y-4">
            <p>{bring.referral}</p>
            <p className="font-bold">{bring.doctorFirst}</p>
          </div>
        </div>
        <SharedTextBlock text="plotseling-slechter-horen" />
        <section aria-labelledby="verzetten-title" className="rounded-card bg-teal-50 p-6 sm:p-8">
          <h2 id="verzetten-title" className="text-2xl sm:text-3xl">
            {reschedule.title}
          </h2>
          <p className="mt-3 max-w-3xl">{reschedule.text}</p>
          <Button asChild variant="secondary" className="mt-5">
            <a href={telHref(business.phone)}>
              <Phone aria-hidden="true" />
              {reschedule.phoneLabel} {formatPhone(business.phone)}
            </a>
          </Button>
        </section>
      </Container>
    </BusinessContext>
  );
}
