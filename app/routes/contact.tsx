import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { BranchMaps } from "~/components/contact/branch-maps";
import { ContactCards } from "~/components/contact/contact-cards";
import { ContactForm } from "~/components/contact/contact-form";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { contactPage } from "~/content/contact";
import { paths } from "~/content/pages";
import { scrollToTop } from "~/lib/scroll";
import { seo } from "~/lib/seo";

export const meta = () => seo({ ...contactPage.meta, path: paths.contact });

export default function ContactPage() {
  const { form, maps, cta } = contactPage;
  return (
    <>
      <PageHeader title={contactPage.title} intro={contactPage.intro} />
      <Container className="pb-20">
        <ContactCards copy={contactPage.cards} />
        <div className="mt-14 grid grid-cols-1 gap-12 lg:grid-cols-2">
          <section aria-labelledby="form-title">
            <h2 id="form-title" className="mb-4 text-2xl sm:text-3xl">
              {form.title}
            </h2>
            <ContactForm copy={form} />
          </section>
          <section aria-labelledby="maps-title">
            <h2 id="maps-title" className="mb-4 text-2xl sm:text-3xl">
              {maps.title}
            </h2>
            <BranchMaps frameTitle={maps.frameTitle} />
          </section>
        </div>
        <section aria-labelledby="cta-title" className="mt-16 rounded-card bg-petrol-800 p-8 text-white sm:p-10">
          <h2 id="cta-title" className="text-2xl text-white sm:text-3xl">
            {cta.title}
          </h2>
          <p className="mt-2 text-lg text-teal-50">{cta.text}</p>
          <Button asChild size="lg" className="mt-6">
            <Link to={cta.to} onClick={scrollToTop}>
              {cta.button}
              <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
            </Link>
          </Button>
        </section>
      </Container>
    </>
  );
}
