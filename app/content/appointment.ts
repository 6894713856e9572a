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
      "Dat kan komen door een privacy-extensie, een trage verbinding of een storing bij de agenda. U kunt de agenda ook rechtstreeks openen, of ons bellen of mailen: we plannen de afspraak dan samen.",
    openDirect: "Open de online agenda",
  },
  contact: {
    title: "Liever persoonlijk contact?",
    phone: { title: "Bel ons", text: "We plannen uw afspraak direct aan de telefoon." },
    email: { title: "Mail ons", text: "Noem een paar momenten die u passen; wij bevestigen er één." },
  },
} as const;
