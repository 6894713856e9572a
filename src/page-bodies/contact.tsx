import { BusinessContext } from "#/src/components/hooks/business.ts";
import { business } from "#/src/data/business.server.ts";
import type { ReactNode } from "react";
import { ContactCards } from "#/src/components/contact/contact-cards.tsx";
import { PageHeader } from "#/src/components/sections/page-header.tsx";
import { CtaBanner } from "#/src/components/sections/cta-banner.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import { contactPage } from "#/src/copy/contact.ts";
import { contactFormId, paths } from "#/src/registry/pages.ts";
import { seo } from "#/src/head/seo.ts";

export const head = () => seo({ ...contactPage.meta, path: paths.contact });

/** `contactForm` and `maps`: the contact form's island and the branches' maps (src/pages/contact.astro). */
export default function ContactPage({ contactForm, maps: branchMaps }: { contactForm?: ReactNode; maps?: ReactNode }) {
  const { form, maps, cta } = contactPage;
  return (
    <BusinessContext value={business}>
      <PageHeader title={contactPage.title} intro={contactPage.intro} />
      <Container className="pb-20">
        <ContactCards copy={contactPage.cards} />
        <div className="mt-14 grid grid-cols-1 gap-12 lg:grid-cols-2">
          <section id={contactFormId} aria-labelledby="form-title">
            <h2 id="form-title" className="mb-4 text-2xl sm:text-3xl">
              {form.title}
            </h2>
            {contactForm}
          </section>
          <section aria-labelledby="maps-title">
            <h2 id="maps-title" className="mb-4 text-2xl sm:text-3xl">
              {maps.title}
            </h2>
            <div className="space-y-6">{branchMaps}</div>
          </section>
        </div>
        <div className="mt-16">
          <CtaBanner id="cta-title" title={cta.title} text={cta.text} appointment={cta.button} />
        </div>
      </Container>
    </BusinessContext>
  );
}
