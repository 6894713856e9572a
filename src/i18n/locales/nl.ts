import type { PageId } from "#/src/registry/pages.ts";

/** Dutch chrome strings: the source of every key. The other languages must match this shape. */
export const nl = {
  skipLink: "Ga naar inhoud",
  newTab: "(opent in een nieuw tabblad)",
  nav: {
    mainLabel: "Hoofdmenu",
    home: "Home",
    services: "Diensten",
    hearingProtection: "Gehoorbescherming",
    hearingAids: "Hoortoestellen",
    inEarMonitors: "In-Ear Monitors",
    blogs: "Blogs",
    location: "Locatie",
    aboutUs: "Over Ons",
    contact: "Contact",
    makeAppointment: "Afspraak maken",
  },
  header: {
    badge: "Nu open voor afspraken",
    logoLabel: "{{name}}, naar de homepage",
    openMenu: "Menu openen",
    closeMenu: "Menu sluiten",
    menuTitle: "Menu",
    language: "Taal",
    call: "Bel ons op {{phone}}",
    callPrefix: "Bel",
  },
  /** Shown once in another chrome language: the menus follow it, the pages stay Dutch. */
  contentNote: {
    text: "De menu's zijn in uw taal. De pagina's zelf zijn in het Nederlands.",
    close: "Begrepen",
  },
  footer: {
    tagline:
      "Persoonlijke hoorzorg in Hurdegaryp en Wieringerwerf: hoortoestellen, gehoorbescherming op maat en in-ear monitors.",
    quickLinks: "Snel naar",
    services: "Onze diensten",
    locations: "Onze locaties",
    contact: "Contact",
    phone: "Telefoon",
    email: "E-mail",
    whatsapp: "WhatsApp",
    linkedin: "LinkedIn",
    writeUs: "Liever schrijven dan bellen? Vul het formulier in, mail of app ons gerust.",
    contactForm: "Contactformulier",
    rights: "Alle rechten voorbehouden.",
    kvk: "KvK",
    agb: "AGB-code",
    vat: "btw-nummer",
  },
  chat: {
    button: "Chat met ons via WhatsApp",
    bubble: "Vragen over gehoorbescherming, hoortoestellen of in-ear monitors? Stuur ons een bericht!",
    close: "Bericht sluiten",
  },
  hours: {
    openUntil: "Nu open · tot {{time}}",
    closed: "Nu gesloten",
    closedFor: "Nu gesloten ({{reason}})",
    opensToday: "{{closed}} · vandaag open vanaf {{time}}",
    opensTomorrow: "{{closed}} · morgen open vanaf {{time}}",
    opensOn: "{{closed}} · {{day}} open vanaf {{time}}",
    dayRange: "{{from}} t/m {{to}}",
  },
  carousel: {
    previous: "Vorige afbeelding",
    next: "Volgende afbeelding",
    keys: "blader met de pijltoetsen",
    slide: "{{index}} van {{count}}",
  },
  video: {
    pause: "Video pauzeren",
    play: "Video afspelen",
  },
  notFound: {
    explanation:
      "Deze pagina bestaat niet (meer) of is verplaatst. Controleer het adres of kies hieronder waar u heen wilt.",
  },
  error: {
    explanation:
      "Dit deel van de pagina kon niet worden getoond; de rest van de pagina werkt gewoon. Laad de pagina opnieuw of neem contact met ons op.",
    reload: "Pagina opnieuw laden",
  },
};

/**
 * Every language has every chrome key. Page names are the exception: the registry holds each
 * page's Dutch name (src/registry/pages.ts), and a language may translate it under `pages`; a page
 * without a translation is named in Dutch, like the page itself.
 */
export type Translation = typeof nl & { pages?: Partial<Record<PageId, string>> };
