import { BranchMaps } from "~/components/contact/branch-maps";
import { ContactCards } from "~/components/contact/contact-cards";
import { ContactFormIsland } from "~/components/contact/contact-form-island";
import { PageHeader } from "~/components/page-header";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Container } from "~/components/ui/container";
import { contactPage } from "~/content/contact";
import { contactFormId, paths } from "~/content/pages";
import { seo } from "~/lib/seo";

// Prerendered at build; the loader exists so a client-side navigation can preload the form first.
export function loader() {
  return null;
}

export async function clientLoader() {
  await ContactFormIsland.preload();
  return null;
}

export const meta = () => seo({ ...contactPage.meta, path: paths.contact });

export default function ContactPage() {
  const { form, maps, cta } = contactPage;
  return (
    <>
      <PageHeader title={contactPage.title} intro={contactPage.intro} />
      <Container className="pb-20">
        <ContactCards copy={contactPage.cards} />
        <div className="mt-14 grid grid-cols-1 gap-12 lg:grid-cols-2">
          <section id={contactFormId} aria-labelledby="form-title">
            <h2 id="form-title" className="mb-4 text-2xl sm:text-3xl">
              {form.title}
            </h2>
            <ContactFormIsland copy={form} />
          </section>
          <section aria-labelledby="maps-title">
            <h2 id="maps-title" className="mb-4 text-2xl sm:text-3xl">
              {maps.title}
            </h2>
            <BranchMaps frameTitle={maps.frameTitle} />
          </section>
        </div>
        <div className="mt-16">
          <CtaBanner id="cta-title" variant="appointment" title={cta.title} text={cta.text} button={cta.button} />
        </div>
      </Container>
    </>
  );
}
