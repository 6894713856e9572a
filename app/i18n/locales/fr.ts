import type { Translation } from "#/app/i18n/locales/nl.ts";

// French spacing: a no-break space (\u00a0) before “:”, “?” and “!”. Not the narrow U+202F: the web
// font has no glyph for it, so it would be drawn in a fallback face.
export const fr: Translation = {
  skipLink: "Aller au contenu",
  newTab: "(s’ouvre dans un nouvel onglet)",
  nav: {
    mainLabel: "Menu principal",
    home: "Accueil",
    services: "Services",
    hearingProtection: "Protection auditive",
    hearingAids: "Aides auditives",
    inEarMonitors: "Moniteurs in-ear",
    blogs: "Blog",
    location: "Adresses",
    aboutUs: "À propos",
    contact: "Contact",
    makeAppointment: "Prendre rendez-vous",
  },
  pages: {
    home: "Accueil",
    about: "À propos de nous",
    appointment: "Prendre rendez-vous",
    contact: "Contact",
    music: "Musique",
    motor: "Moto",
    work: "Travail",
    travel: "Voyage",
    quiet: "Calme",
    swim: "Natation",
    sleep: "Sommeil",
    hearingAids: "Aides auditives",
    secondOpinion: "Deuxième avis",
    method: "Notre méthode",
    costs: "Coûts et remboursement",
    taxRefund: "Déduction fiscale",
    musicians: "Pour les musiciens",
    gamers: "Pour les gamers",
    location: "Nos adresses",
    hurdegaryp: "Hurdegaryp",
    wieringerwerf: "Wieringerwerf",
    blogs: "Blog",
    privacy: "Déclaration de confidentialité",
  },
  header: {
    badge: "Rendez-vous disponibles",
    logoLabel: "{{name}}, aller à l’accueil",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menuTitle: "Menu",
    language: "Langue",
    call: "Appelez-nous au {{phone}}",
  },
  footer: {
    tagline:
      "Des soins auditifs personnalisés à Hurdegaryp et Wieringerwerf\u00a0: aides auditives, protections auditives sur mesure et moniteurs intra-auriculaires.",
    quickLinks: "Accès rapide",
    services: "Nos services",
    locations: "Nos adresses",
    contact: "Contact",
    phone: "Téléphone",
    email: "E-mail",
    whatsapp: "WhatsApp",
    linkedin: "LinkedIn",
    writeUs:
      "Vous préférez écrire plutôt qu’appeler\u00a0? Utilisez le formulaire, envoyez-nous un e-mail ou un message WhatsApp.",
    contactForm: "Formulaire de contact",
    rights: "Tous droits réservés.",
  },
  chat: {
    button: "Discuter avec nous sur WhatsApp",
    bubble:
      "Des questions sur la protection auditive, les aides auditives ou les moniteurs intra-auriculaires\u00a0? Écrivez-nous\u00a0!",
    close: "Fermer le message",
  },
  hours: {
    openUntil: "Ouvert actuellement · jusqu’à {{time}}",
    closed: "Fermé actuellement",
    closedFor: "Fermé actuellement ({{reason}})",
    opensToday: "{{closed}} · ouvre aujourd’hui à {{time}}",
    opensTomorrow: "{{closed}} · ouvre demain à {{time}}",
    opensOn: "{{closed}} · ouvre {{day}} à {{time}}",
    dayRange: "du {{from}} au {{to}}",
  },
  carousel: {
    previous: "Image précédente",
    next: "Image suivante",
    keys: "faites défiler avec les touches fléchées",
    slide: "{{index}} sur {{count}}",
  },
  video: {
    pause: "Mettre la vidéo en pause",
    play: "Lire la vidéo",
  },
  notFound: {
    explanation:
      "Cette page n’existe pas (ou plus) ou a été déplacée. Vérifiez l’adresse ou choisissez une destination ci-dessous.",
  },
  error: {
    explanation: "Un problème est survenu lors de l’affichage de cette page. Rechargez la page ou contactez-nous.",
    reload: "Recharger la page",
  },
};
