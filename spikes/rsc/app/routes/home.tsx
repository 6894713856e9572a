import { AboutSection } from "#/app/components/home/about-section.tsx";
import { ContactSection } from "#/app/components/home/contact-section.tsx";
import { Hero } from "#/app/components/home/hero.tsx";
import { ServicesSection } from "#/app/components/home/services-section.tsx";
import { Testimonials } from "#/app/components/home/testimonials.tsx";
import { TrustStrip } from "#/app/components/trust-strip.tsx";
import reviewData from "#/content/reviews.yaml";
import trust from "#/content/trust.yaml";
import { about, contactIntro, hero, services, servicesIntro, testimonialsIntro } from "#/app/content/home.ts";
import { branches } from "#/app/content/business.ts";
import { homeAnchors, paths } from "#/app/content/site.ts";
import { seo } from "#/app/lib/seo.ts";
import { branchLd, organizationLd } from "#/app/lib/structured-data.ts";
import { SeoTags } from "../server/seo-tags.tsx";

export function ServerComponent() {
  return (
    <>
      <SeoTags
        tags={seo({
          structuredData: [organizationLd(), ...branches.map((branch) => branchLd(branch))],
          title: "Hoorzorg in Hurdegaryp en Wieringerwerf",
          description:
            "Hoorzorg in Hurdegaryp en Wieringerwerf: gratis hoortest, hoortoestellen met proefperiode, gehoorbescherming op maat en in-ear monitors. Persoonlijk advies.",
          path: paths.home,
        })}
      />
      <Hero id={homeAnchors.home} content={hero} />
      <ServicesSection
        id={homeAnchors.services}
        title={servicesIntro.title}
        intro={servicesIntro.intro}
        closeLabel={servicesIntro.close}
        services={services}
      />
      <AboutSection id={homeAnchors.about} content={about} />
      <Testimonials {...testimonialsIntro} reviews={reviewData.reviews} />
      <TrustStrip trust={trust} />
      <ContactSection id={homeAnchors.contact} content={contactIntro} />
    </>
  );
}
