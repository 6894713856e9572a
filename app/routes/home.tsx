import { AboutSection } from "~/components/home/about-section";
import { ContactSection } from "~/components/home/contact-section";
import { Hero } from "~/components/home/hero";
import { ServicesSection } from "~/components/home/services-section";
import { Testimonials } from "~/components/home/testimonials";
import { about, contactIntro, hero, services, servicesIntro, testimonials, testimonialsIntro } from "~/content/home";
import { homeAnchors, paths } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Hoorzorg in Hurdegaryp en Wieringerwerf",
    description:
      "Hoorzorg in Hurdegaryp en Wieringerwerf: gratis hoortest, hoortoestellen met proefperiode, gehoorbescherming op maat en in-ear monitors. Persoonlijk advies en ruime nazorg.",
    path: paths.home,
  });

export default function HomePage() {
  return (
    <>
      <Hero id={homeAnchors.home} content={hero} />
      <ServicesSection
        id={homeAnchors.services}
        title={servicesIntro.title}
        intro={servicesIntro.intro}
        placeholder={servicesIntro.placeholder}
        closeLabel={servicesIntro.close}
        services={services}
      />
      <AboutSection id={homeAnchors.about} content={about} />
      <Testimonials title={testimonialsIntro.title} testimonials={testimonials} />
      <ContactSection id={homeAnchors.contact} content={contactIntro} />
    </>
  );
}
