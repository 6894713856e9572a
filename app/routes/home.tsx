import { IconProvider } from "~/components/content-icon";
import { AboutSection } from "~/components/home/about-section";
import { ContactSection } from "~/components/home/contact-section";
import { Hero } from "~/components/home/hero";
import { ServicesSection } from "~/components/home/services-section";
import { Testimonials } from "~/components/home/testimonials";
import { about, contactIntro, hero, services, servicesIntro, testimonials, testimonialsIntro } from "~/content/home";
import { branches } from "~/content/business";
import { homeAnchors, paths } from "~/content/pages";
import { iconsFor } from "~/lib/content-icons.server";
import { seo } from "~/lib/seo";
import { branchLd, organizationLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({
    structuredData: loaderData?.structuredData,
    title: "Hoorzorg in Hurdegaryp en Wieringerwerf",
    description:
      "Hoorzorg in Hurdegaryp en Wieringerwerf: gratis hoortest, hoortoestellen met proefperiode, gehoorbescherming op maat en in-ear monitors. Persoonlijk advies en ruime nazorg.",
    path: paths.home,
  });

// Build time only: the drawings of the icons the content names, and the practice's structured data.
export function loader() {
  return { icons: iconsFor(about), structuredData: [organizationLd(), ...branches.map(branchLd)] };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <IconProvider icons={loaderData.icons}>
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
    </IconProvider>
  );
}
