// The words of /afspraak-maken: the owner's (content/appointment.yaml, each {name} filled in), around
// the agenda's own words, the buttons and the advice to see the GP first, which stay here.
import { appointmentCopy } from "#/src/data/owner-files.server.ts";
import { markedCopy, plainCopy } from "#/src/copy/page-copy.ts";
import { places } from "#/src/copy/places.ts";

const FILE = "content/appointment.yaml";
const words = plainCopy(FILE, appointmentCopy);

export const appointmentPage = {
  meta: {
    title: "Afspraak maken",
    description: `Plan online een afspraak voor een gratis hoortest, advies over gehoorbescherming of in-ear monitors, in ${places("or")}.`,
  },
  title: "Afspraak maken",
  intro: words.intro,
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
    ...words.hearingTest,
    intro: markedCopy(FILE, appointmentCopy.hearingTest.intro, "hearingTest › intro"),
  },
  bring: {
    ...words.bring,
    doctorFirst: "Heeft u pijn aan uw oor of komt er vocht uit uw oor? Neem dan eerst contact op met uw huisarts.",
  },
  reschedule: {
    ...words.reschedule,
    phoneLabel: "Bel",
  },
} as const;
