import { BusinessContext } from "#/src/components/hooks/business.ts";
import type { ReactNode } from "react";
import { AboutSection } from "#/src/components/home/about-section.tsx";
import { ContactSection } from "#/src/components/home/contact-section.tsx";
import { Hero } from "#/src/components/home/hero.tsx";
import { Testimonials } from "#/src/components/home/testimonials.tsx";
import { Practitioner } from "#/src/components/sections/practitioner.tsx";
import { ProofBar } from "#/src/components/sections/proof-bar.tsx";
import { MediaProvider } from "#/src/components/ui/media-context.tsx";
import type { MediaData } from "#/media/resolve.ts";
import { reviews as reviewData, team, trust } from "#/src/data/owner-files.server.ts";
import {
  about,
  contactIntro,
  hero,
  homeMeta,
  services as serviceCards,
  servicesIntro,
  testimonialsIntro,
} from "#/src/copy/home.ts";
import { branches, business, experience } from "#/src/data/business.server.ts";
import { homeAnchors, paths } from "#/src/registry/pages.ts";
import { seo } from "#/src/head/seo.ts";
import { branchLd, organizationLd } from "#/src/head/structured-data.ts";

export const head = () =>
  seo({
    structuredData: [organizationLd(), ...branches.map((branch) => branchLd(branch))],
    ...homeMeta,
    path: paths.home,
  });

/** The service cards' props (an island, src/pages/index.astro). */
export const servicesProps = {
  id: homeAnchors.services,
  title: servicesIntro.title,
  intro: servicesIntro.intro,
  closeLabel: servicesIntro.close,
  services: serviceCards,
};

/** Who a visitor will see, beside the proof under the hero (its portrait: `media`, src/pages/index.astro). */
export const practitioner = team.members[0]!;

/** `services`: the service cards' island; `media`: the practitioner's portrait, if there is one. */
export default function HomePage({ services, media }: { services?: ReactNode; media: MediaData }) {
  return (
    <BusinessContext value={business}>
      <Hero id={homeAnchors.home} content={hero} />
      <MediaProvider media={media}>
        <ProofBar trust={trust} experience={experience}>
          <Practitioner member={practitioner} />
        </ProofBar>
      </MediaProvider>
      {services}
      <AboutSection id={homeAnchors.about} content={about} />
      <Testimonials {...testimonialsIntro} reviews={reviewData.reviews} />
      <ContactSection id={homeAnchors.contact} content={contactIntro} />
    </BusinessContext>
  );
}
