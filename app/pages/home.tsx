import type { ReactNode } from "react";
import { IconProvider } from "#/app/components/sections/content-icon.tsx";
import { AboutSection } from "#/app/components/home/about-section.tsx";
import { ContactSection } from "#/app/components/home/contact-section.tsx";
import { Hero } from "#/app/components/home/hero.tsx";
import { Testimonials } from "#/app/components/home/testimonials.tsx";
import { TrustStrip } from "#/app/components/sections/trust-strip.tsx";
import reviewData from "#/content/reviews.yaml";
import trust from "#/content/trust.yaml";
import {
  about,
  contactIntro,
  hero,
  services as serviceCards,
  servicesIntro,
  testimonialsIntro,
} from "#/app/copy/home.ts";
import { branches } from "#/app/data/business.ts";
import { homeAnchors, paths } from "#/app/registry/pages.ts";
import { iconsFor } from "#/app/components/sections/content-icons.server.tsx";
import { seo } from "#/app/pages/head/seo.ts";
import { branchLd, organizationLd } from "#/app/pages/head/structured-data.ts";

export const head = () =>
  seo({
    structuredData: [organizationLd(), ...branches.map((branch) => branchLd(branch))],
    title: "Hoorzorg in Hurdegaryp en Wieringerwerf",
    description:
      "Hoorzorg in Hurdegaryp en Wieringerwerf: gratis hoortest, hoortoestellen met proefperiode, gehoorbescherming op maat en in-ear monitors. Persoonlijk advies.",
    path: paths.home,
  });

/** The service cards' props (an island, site/pages/index.astro). */
export const servicesProps = {
  id: homeAnchors.services,
  title: servicesIntro.title,
  intro: servicesIntro.intro,
  closeLabel: servicesIntro.close,
  services: serviceCards,
};

/** `services`: the service cards' island. */
export default function HomePage({ services }: { services: ReactNode }) {
  return (
    <IconProvider icons={iconsFor(about)}>
      <Hero id={homeAnchors.home} content={hero} />
      {services}
      <AboutSection id={homeAnchors.about} content={about} />
      <Testimonials {...testimonialsIntro} reviews={reviewData.reviews} />
      <TrustStrip trust={trust} />
      <ContactSection id={homeAnchors.contact} content={contactIntro} />
    </IconProvider>
  );
}
