import type { ReactNode } from "react";
import { IconProvider } from "#/app/components/content-icon.tsx";
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
import { iconsFor } from "#/app/lib/content-icons.server.tsx";
import { seo } from "#/app/lib/seo.ts";
import { branchLd, organizationLd } from "#/app/lib/structured-data.ts";
import type { Route } from "./+types/home";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({
    structuredData: loaderData?.structuredData,
    title: "Hoorzorg in Hurdegaryp en Wieringerwerf",
    description:
      "Hoorzorg in Hurdegaryp en Wieringerwerf: gratis hoortest, hoortoestellen met proefperiode, gehoorbescherming op maat en in-ear monitors. Persoonlijk advies.",
    path: paths.home,
  });

// Build time only: the drawings of the icons the content names, the trust data and the practice's
// structured data.
export function loader() {
  return {
    icons: iconsFor(about),
    trust,
    structuredData: [organizationLd(), ...branches.map((branch) => branchLd(branch))],
  };
}

/** The service cards' props, for both builds. */
export const servicesProps = {
  id: homeAnchors.services,
  title: servicesIntro.title,
  intro: servicesIntro.intro,
  closeLabel: servicesIntro.close,
  services,
};

/** `services`: the service cards as the Astro build hydrates them (site/pages/index.astro). */
export default function HomePage({
  loaderData,
  services: servicesSlot,
}: Route.ComponentProps & { services?: ReactNode }) {
  return (
    <IconProvider icons={loaderData.icons}>
      <Hero id={homeAnchors.home} content={hero} />
      {servicesSlot ?? <ServicesSection {...servicesProps} />}
      <AboutSection id={homeAnchors.about} content={about} />
      <Testimonials {...testimonialsIntro} reviews={reviewData.reviews} />
      <TrustStrip trust={loaderData.trust} />
      <ContactSection id={homeAnchors.contact} content={contactIntro} />
    </IconProvider>
  );
}
