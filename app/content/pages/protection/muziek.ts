import prices from "#/content/prices.yaml";
import { customFilters } from "#/app/content/hearing-facts.ts";
import type { ContentPage } from "#/app/content/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Gehoorbescherming voor muziek",
    description:
      "Muziekoordoppen op maat met een filter van 15, 19 of 25 dB. Voor muzikanten en concertbezoekers: de muziek klinkt helder, alleen minder hard.",
  },
  hero: {
    eyebrow: "Gehoorbescherming op maat",
    title: "Blijf genieten van muziek en bescherm uw gehoor",
    intro:
      "Of u nu zelf speelt of graag naar concerten en festivals gaat: met oordoppen op maat en een muziekfilter hoort u alles nog helder, alleen minder hard. Zo beschermt u uw gehoor en blijft u genieten van de muziek waar u van houdt.",
    image: "protection-music-hero",
  },
  sections: [
    {
      type: "text",
      id: "waarom",
      title: "Waarom uw gehoor beschermen bij muziek?",
      paragraphs: [
        "Hard geluid voelt vaak niet onprettig, zeker niet als het muziek is die u mooi vindt. Toch kan het uw gehoor blijvend beschadigen. Gehoorschade ontstaat geleidelijk en is niet te herstellen. Vaak merkt u het pas als u gesprekken slechter verstaat of last krijgt van een piep of ruis in uw oren.",
        "Gewone schuimdopjes dempen vooral de hoge tonen. Muziek klinkt daardoor dof en u raakt het contact met de band of het publiek kwijt. Oordoppen op maat met een muziekfilter dempen alle tonen ongeveer even sterk. U hoort de muziek zoals die bedoeld is, alleen minder hard.",
      ],
    },
    {
      type: "products",
      id: "producten",
      title: "Onze muziekoordoppen",
      intro:
        "Beide varianten maken we naar een afdruk van uw eigen oor. Ze sluiten goed af, blijven urenlang prettig zitten en vallen nauwelijks op.",
      products: [
        {
          name: "Regular",
          price: prices["music-regular"],
          description:
            "Oordoppen op maat met een muziekfilter naar keuze. Een betrouwbare keuze voor concertbezoekers, festivalgangers en muzikanten die regelmatig repeteren.",
          details: [
            "Gemaakt naar een afdruk van uw oor",
            "Muziekfilter van 15, 19 of 25 dB",
            "5 jaar garantie en service",
          ],
          image: "protection-music-regular",
          features: [
            { name: "Helder geluid", icon: "music" },
            { name: "Pasvorm op maat", icon: "ear" },
            { name: "Urenlang comfortabel", icon: "heart" },
          ],
        },
        {
          name: "Premium",
          price: prices["music-premium"],
          description:
            "Dezelfde bescherming op maat, met meer keuze in uitvoering en afwerking. Voor wie ze bijna dagelijks draagt, op het podium of in de studio.",
          details: [
            "Gemaakt naar een afdruk van uw oor",
            "Muziekfilter van 15, 19 of 25 dB",
            "Ruime keuze in materiaal en kleur",
            "5 jaar garantie en service",
          ],
          image: "protection-music-premium",
          features: [
            { name: "Helder geluid", icon: "music" },
            { name: "Pasvorm op maat", icon: "ear" },
            { name: "Uitgebreid te personaliseren", icon: "palette" },
            { name: "Voor intensief gebruik", icon: "shield" },
          ],
        },
      ],
    },
    {
      type: "list",
      id: "muzikanten",
      title: "Voor muzikanten",
      intro:
        "Als muzikant is uw gehoor uw belangrijkste instrument. Muziekoordoppen op maat helpen u het te beschermen, terwijl u blijft horen wat u nodig heeft.",
      items: [
        {
          title: "Tijdens de repetitie",
          description:
            "In een kleine oefenruimte loopt het geluid snel op. Met oordoppen op maat hoort u uw medemuzikanten nog goed en gaat u minder vermoeid naar huis.",
        },
        {
          title: "Op het podium",
          description:
            "U hoort uw eigen instrument en de rest van de band duidelijk, terwijl de pieken van monitors en versterkers worden afgevlakt.",
        },
        {
          title: "Bij het lesgeven",
          description:
            "Muziekdocenten staan dag in, dag uit in het geluid van leerlingen. Een licht filter beschermt u, terwijl u elke toon blijft horen.",
        },
        {
          title: "Achter de draaitafels",
          description:
            "Als DJ staat u urenlang vlak bij de speakers. Goede bescherming ontziet uw oren, ook tijdens een lange avond.",
        },
      ],
    },
    {
      type: "facts",
      id: "feiten",
      title: "Hoe hard is muziek eigenlijk?",
      intro: "Een paar feiten om te laten zien waarom bescherming bij muziek geen overbodige luxe is.",
      items: [
        { value: "85 dB", label: "Vanaf dit niveau loopt uw gehoor risico op schade" },
        { value: "100–120 dB", label: "Het geluidsniveau tijdens een gemiddeld concert" },
        { value: "15 minuten", label: "Bij 100 dB kan al na deze tijd schade ontstaan" },
        { value: "100–110 dB", label: "Het geluidsniveau op een festival" },
        {
          value: "60/60",
          label: "Koptelefoon of oordopjes: maximaal 60% volume, maximaal 60 minuten achter elkaar",
        },
      ],
    },
    {
      type: "calculator",
      id: "hoe-lang-veilig",
      title: "Hoe lang per dag? Een richtlijn",
      intro:
        "Kies een situatie of stel zelf het geluidsniveau in en zie hoe lang u er volgens de richtlijn per dag naar kunt luisteren. Zet gehoorbescherming aan om te zien wat een muziekfilter in de praktijk doet.",
      presets: [
        { id: "concert", label: "Concert", level: 110 },
        { id: "festival", label: "Festival", level: 105 },
        { id: "club", label: "Club of discotheek", level: 100 },
        { id: "repetitie", label: "Bandrepetitie", level: 100 },
        { id: "koptelefoon", label: "Koptelefoon op vol volume", level: 100 },
      ],
      protection: {
        label: "Muziekfilter",
        options: customFilters,
      },
    },
    {
      type: "list",
      id: "filters",
      title: "Welk muziekfilter past bij u?",
      intro:
        "In uw oordoppen plaatsen we een filter van 15, 19 of 25 dB. Hoe hoger het getal, hoe sterker de demping. Tijdens het adviesgesprek kijken we samen welk filter past bij de situaties waarin u ze draagt.",
      items: [
        {
          title: "15 dB",
          description:
            "Lichte demping voor rustigere situaties, zoals akoestische repetities, orkestwerk, lesgeven of een café met livemuziek.",
        },
        {
          title: "19 dB",
          description:
            "Een goede middenweg voor bandrepetities, concerten in een zaal en optredens met versterkte muziek.",
        },
        {
          title: "25 dB",
          description:
            "Sterke demping voor de hardste plekken: festivals, drummers, DJ's en iedereen die vlak bij grote speakers staat.",
        },
      ],
    },
    {
      type: "personalisation",
      id: "personaliseren",
      title: "Helemaal naar uw smaak",
      intro:
        "Omdat we uw oordoppen speciaal voor u laten maken, kiest u zelf hoe ze eruitzien: opvallend of juist zo onzichtbaar mogelijk.",
      materials: [
        {
          name: "Siliconen",
          description: "Zacht en soepel, prettig bij langdurig dragen en bij bewegen tijdens het spelen.",
        },
        {
          name: "Acrylaat",
          description: "Stevig en glad, gemakkelijk in en uit te doen en eenvoudig schoon te houden.",
        },
      ],
      colours: "U kiest uit meer dan 20 kleuren, van ingetogen en nauwelijks zichtbaar tot fel en opvallend.",
      extras: ["Gemaakt in Duitsland naar een afdruk van uw eigen oor", "Evaluatie na 3 weken en nazorg na 4 maanden"],
    },
  ],
  cta: {
    title: "Twijfelt u welk filter of welke uitvoering bij u past?",
    text: "Neem contact op met een van onze vestigingen in Hurdegaryp of Wieringerwerf. We denken graag met u mee. Van intake tot aflevering duurt het gemiddeld ongeveer 3 weken.",
    contact: "Contact voor advies",
  },
};

export default page;
