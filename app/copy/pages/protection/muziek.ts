import { warranty } from "#/app/data/business.ts";
import { marked } from "#/app/copy/marked-text.ts";
import prices from "#/content/prices.yaml";
import { customFilters } from "#/app/copy/hearing-facts.ts";
import { COVENANT } from "#/app/copy/noise-rules.ts";
import type { ContentPage } from "#/app/copy/sections.ts";

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
      "Of u nu zelf speelt of graag naar concerten en festivals gaat: met oordoppen op maat en een muziekfilter hoort u alles nog helder, alleen minder hard.",
    image: "protection-music-hero",
  },
  sections: [
    {
      type: "text",
      id: "waarom",
      title: "Waarom uw gehoor beschermen bij muziek?",
      paragraphs: [
        "Hard geluid voelt niet onprettig als het muziek is die u mooi vindt. Toch kan het uw gehoor blijvend beschadigen, en vaak merkt u dat pas als u gesprekken slechter verstaat of een piep of ruis hoort.",
        "Gewone schuimdopjes dempen vooral de hoge tonen, zodat muziek dof klinkt. Een muziekfilter dempt alle tonen ongeveer even sterk, zodat muziek natuurlijker klinkt.",
      ],
    },
    {
      type: "products",
      id: "producten",
      title: "Onze muziekoordoppen",
      intro: "Beide maken we naar een afdruk van uw eigen oor: ze sluiten goed af en vallen nauwelijks op.",
      products: [
        {
          name: "Regular",
          price: prices["music-regular"],
          description: "Voor concertbezoekers, festivalgangers en muzikanten die regelmatig repeteren.",
          details: ["Muziekfilter van 15, 19 of 25 dB", marked`${warranty}`],
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
          description: "Meer keuze in uitvoering en afwerking, voor wie ze bijna dagelijks draagt.",
          details: ["Muziekfilter van 15, 19 of 25 dB", marked`${warranty}`],
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
      type: "accordion",
      id: "muzikanten",
      title: "Voor muzikanten",
      items: [
        {
          title: "Tijdens de repetitie",
          paragraphs: [
            "In een kleine oefenruimte loopt het geluid snel op. U hoort uw medemuzikanten goed en gaat minder vermoeid naar huis.",
          ],
        },
        {
          title: "Op het podium",
          paragraphs: [
            "U hoort uw instrument en de band duidelijk, terwijl de pieken van monitors en versterkers worden afgevlakt.",
          ],
        },
        {
          title: "Bij het lesgeven",
          paragraphs: [
            "Dag in, dag uit in het geluid van leerlingen: een licht filter beschermt u, terwijl u elke toon blijft horen.",
          ],
        },
        {
          title: "Achter de draaitafels",
          paragraphs: [
            "Urenlang vlak bij de speakers: goede bescherming ontziet uw oren, ook tijdens een lange avond.",
          ],
        },
      ],
    },
    {
      type: "facts",
      id: "feiten",
      title: "Hoe hard is muziek eigenlijk?",
      items: [
        { value: "85 dB", label: "8 uur per dag op dit niveau: risico op gehoorschade" },
        { value: "100–120 dB", label: "Bij een concert" },
        { value: "15 minuten", label: "Bij 100 dB: evenveel als 8 uur bij 85 dB" },
        { value: "100–110 dB", label: "Op een festival" },
        {
          value: "60/60",
          label: "Koptelefoon of oordopjes: hoogstens 60% volume, 60 minuten achter elkaar",
        },
      ],
      note: "geluid-bij-concerten",
    },
    {
      type: "calculator",
      id: "hoe-lang-veilig",
      title: "Hoe lang per dag? Een richtlijn",
      intro: "Kies een situatie of een niveau en zie hoe lang dat per dag kan.",
      // A venue that signed the covenant stays at or below its average; near the speakers it is louder.
      presets: [
        { id: "concert", label: "Concert of festival", level: COVENANT.maxDbA },
        { id: "speakers", label: "Vlak bij de speakers", level: 110 },
        { id: "club", label: "Club of discotheek", level: 100 },
        { id: "repetitie", label: "Bandrepetitie", level: 100 },
      ],
      protection: {
        label: "Muziekfilter",
        options: customFilters,
      },
    },
    {
      type: "accordion",
      id: "filters",
      title: "Welk muziekfilter past bij u?",
      intro: "Hoe hoger het getal, hoe sterker de demping. We kiezen het samen met u.",
      items: [
        {
          title: "15 dB: lichte demping",
          paragraphs: ["Voor akoestische repetities, orkestwerk, lesgeven of een café met livemuziek."],
        },
        {
          title: "19 dB: de middenweg",
          paragraphs: ["Voor bandrepetities, een avond in een club of discotheek en kleinere optredens."],
        },
        {
          title: "25 dB: sterke demping",
          paragraphs: ["Voor concerten, festivals, drummers, DJ's en iedereen vlak bij grote speakers."],
        },
      ],
    },
    {
      type: "personalisation",
      id: "personaliseren",
      title: "Helemaal naar uw smaak",
      intro: "Opvallend of juist zo onzichtbaar mogelijk: u kiest.",
      materials: [
        {
          name: "Siliconen",
          description: "Zacht en soepel, prettig bij lang dragen en bewegen.",
        },
        {
          name: "Acrylaat",
          description: "Stevig en glad, makkelijk in te doen en schoon te houden.",
        },
      ],
      colours: "Meer dan 20 kleuren, van nauwelijks zichtbaar tot fel.",
      extras: ["Gemaakt in Duitsland", "Evaluatie na 3 weken en nazorg na 4 maanden"],
    },
  ],
  cta: {
    title: "Advies nodig?",
    text: "Bel of mail onze vestiging in Hurdegaryp of Wieringerwerf.",
    contact: "Contact voor advies",
  },
};

export default page;
