// The page bodies, rendered to HTML at build time only (no client directive: no JavaScript).
// Each is wrapped in the context the route gave it in the real site (router, icons, media).
import type { ReactNode } from "react";
import { CtaBanner } from "#/app/components/sections/cta-banner.tsx";
import { IconProvider, type IconMarkup } from "#/app/components/content-icon.tsx";
import { AboutSection } from "#/app/components/home/about-section.tsx";
import { ContactSection } from "#/app/components/home/contact-section.tsx";
import { Hero } from "#/app/components/home/hero.tsx";
import { Testimonials } from "#/app/components/home/testimonials.tsx";
import { MediaProvider } from "#/app/components/media-context.tsx";
import { PageHeader } from "#/app/components/page-header.tsx";
import { Picture } from "#/app/components/picture.tsx";
import { SectionList } from "#/app/components/sections/section-list.tsx";
import { TrustStrip } from "#/app/components/trust-strip.tsx";
import type { ContentPage, Section } from "#/app/content/sections.ts";
import { about, contactIntro, hero, testimonialsIntro } from "#/app/content/home.ts";
import { homeAnchors } from "#/app/content/site.ts";
import type { MediaData } from "#/media/resolve.ts";
import { RouterShell } from "./router-shell.tsx";

type Base = { path: string; icons: IconMarkup; children?: ReactNode };

function Static({ path, icons, media, children }: Base & { media?: MediaData }) {
  const inner = <IconProvider icons={icons}>{children}</IconProvider>;
  return <RouterShell path={path}>{media ? <MediaProvider media={media}>{inner}</MediaProvider> : inner}</RouterShell>;
}

export function HomeHero({ path, icons }: Base) {
  return (
    <Static path={path} icons={icons}>
      <Hero id={homeAnchors.home} content={hero} />
    </Static>
  );
}

type Trust = Parameters<typeof TrustStrip>[0]["trust"];
type Reviews = Parameters<typeof Testimonials>[0]["reviews"];

export function HomeRest({ path, icons, trust, reviews }: Base & { trust: Trust; reviews: Reviews }) {
  return (
    <Static path={path} icons={icons}>
      <AboutSection id={homeAnchors.about} content={about} />
      <Testimonials {...testimonialsIntro} reviews={reviews} />
      <TrustStrip trust={trust} />
      <ContactSection id={homeAnchors.contact} content={contactIntro} />
    </Static>
  );
}

/**
 * ContentPageView's header. `media` is the hero picture, or (named slot from Astro) the hero
 * video island's HTML.
 */
export function ContentHeader({
  path,
  icons,
  media,
  page,
  mediaSlot,
}: Base & { media: MediaData; page: ContentPage; mediaSlot?: ReactNode }) {
  const { hero } = page;
  return (
    <Static path={path} icons={icons} media={media}>
      <PageHeader
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        media={
          mediaSlot ?? (
            <Picture
              slot={hero.image}
              priority
              sizes="(min-width: 80rem) 36rem, (min-width: 48rem) 45vw, 100vw"
              className="max-md:aspect-video"
            />
          )
        }
      />
    </Static>
  );
}

/** A run of sections without state, as SectionList draws them. */
export function SectionRun({ path, icons, media, sections }: Base & { media: MediaData; sections: Section[] }) {
  return (
    <Static path={path} icons={icons} media={media}>
      <SectionList sections={sections} />
    </Static>
  );
}

export function Cta({ path, icons, cta }: Base & { cta: ContentPage["cta"] }) {
  return (
    <Static path={path} icons={icons}>
      <CtaBanner id="actie" {...cta} />
    </Static>
  );
}
