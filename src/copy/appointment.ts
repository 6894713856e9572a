import { ADULT_FROM_AGE } from "#/src/lib/reimbursement-rules.ts";
import { practiceFact } from "#/src/data/business.ts";
import { marked } from "#/src/lib/marked-text.ts";

export const appointmentPage = {
  meta: {
    title: "Afspraak maken",
    description:
      "Plan online een afspraak voor een gratis hoortest, advies over gehoorbescherming of in-ear monitors, in Hurdegaryp of Wieringerwerf.",
  },
  title: "Afspraak maken",
  intro:
    "Kies hieronder zelf een dag en tijd die u past, voor een gratis hoortest, advies over hoortoestellen, gehoorbescherming op maat of in-ear monitors. Liever eerst even overleggen? Bel of mail ons gerust.",
  widget: {
    title: "Maak direct een afspraak",
    storeId: "store1",
    loading: "De online agenda wordt geladen…",
    fallbackTitle: "De online agenda kan nu niet worden geladen",
    fallbackText:
      "Bel ons gerust, dan plannen we de afspraak samen aan de telefoon. U kunt de agenda ook rechtstreeks openen of ons mailen.",
    fallbackCause:
      "Dat de agenda hier niet verschijnt, kan komen door een privacy-extensie, een trage verbinding of een storing bij de agenda.",
    openDirect: "Open de online agenda",
    call: "Bel",
  },
  contact: {
    title: "Liever persoonlijk contact?",
    phone: { title: "Bel ons", text: "We plannen uw afspraak direct aan de telefoon." },
    email: { title: "Mail ons", text: "Noem een paar momenten die u passen; wij bevestigen er één." },
  },
  hearingTest: {
    title: "Zo gaat de gratis hoortest",
    intro: marked`U weet vooraf wat er gebeurt. De hoortest duurt ongeveer ${practiceFact("hearingTestMinutes", (minutes) => `${minutes} minuten`)}, het gesprek over de uitslag inbegrepen. We nemen de tijd voor u en leggen elke stap uit.`,
    steps: [
      {
        title: "Een gesprek",
        description:
          "We vragen hoe het met uw gehoor gaat en in welke situaties horen u moeite kost, bijvoorbeeld aan tafel of bij de televisie.",
      },
      {
        title: "Een blik in uw oren",
        description:
          "Met een lampje kijken we in uw gehoorgang, bijvoorbeeld of daar oorsmeer zit. Dat doet geen pijn.",
      },
      {
        title: "De hoortest",
        description: "Via een koptelefoon hoort u zachte tonen en soms woorden. U geeft steeds aan wat u hoort.",
      },
      {
        title: "De uitslag",
        description:
          "We bespreken de uitkomst meteen, in gewone taal. Kan een hoortoestel u helpen, dan hoort u wat de mogelijkheden zijn. U zit nergens aan vast.",
      },
    ],
  },
  bring: {
    title: "Wat neemt u mee?",
    intro: "Heeft u niet alles bij de hand, dan is dat geen probleem.",
    items: [
      { title: "Uw identiteitsbewijs en uw zorgpas", description: "Of de gegevens van uw zorgverzekering." },
      { title: "Uw hoortoestellen", description: "Als u die al heeft, met de oplader of reservebatterijen." },
      {
        title: "Een lijstje van uw medicijnen",
        description:
          "Sommige medicijnen kunnen invloed hebben op het gehoor. Uw apotheek kan zo'n lijstje voor u printen.",
      },
      {
        title: "Iemand die met u meekomt",
        description:
          "Neem gerust uw partner of een familielid mee. Die merkt vaak goed in welke situaties u iets mist.",
      },
    ],
    referral: `Bent u ${ADULT_FROM_AGE} jaar of ouder, dan heeft u voor de hoortest geen verwijzing van de huisarts nodig. Blijkt dat u een hoortoestel nodig heeft, dan vertellen we u of u eerst naar de huisarts of de KNO-arts moet. Dat hangt onder meer af van uw leeftijd en uw gehoor.`,
    doctorFirst: "Heeft u pijn aan uw oor of komt er vocht uit uw oor? Neem dan eerst contact op met uw huisarts.",
  },
  reschedule: {
    title: "Afspraak verzetten of afzeggen",
    text: "Kunt u toch niet komen? Bel ons dan zo vroeg mogelijk. Dan geven we uw tijd aan een ander en plannen we samen een nieuwe afspraak.",
    phoneLabel: "Bel",
  },
} as const;
