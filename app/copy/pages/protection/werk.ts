import { warranty } from "#/app/data/business.ts";
import { marked } from "#/app/copy/marked-text.ts";
import prices from "#/content/prices.yaml";
import { ARBO } from "#/app/copy/noise-rules.ts";
import type { ContentPage } from "#/app/copy/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Gehoorbescherming voor op het werk",
    description:
      "Werkoordoppen op maat voor lawaaiige beroepen: de hele dag comfortabel, met advies over de demping voor uw werkplek. Pro Regular en Pro Premium.",
  },
  hero: {
    eyebrow: "Gehoorbescherming op maat",
    title: "Oordoppen op maat voor lawaai op het werk",
    intro:
      "Werkt u dagelijks in het lawaai van machines, gereedschap of drukte? Oordoppen op maat beschermen uw gehoor en blijven prettig zitten, zonder te knellen of te irriteren. Zo draagt u ze ook echt, van het begin tot het eind van uw dienst.",
    image: "protection-work-hero",
  },
  sections: [
    {
      type: "text",
      id: "waarom",
      title: "Waarom gehoorbescherming op maat?",
      paragraphs: [
        `Lawaai kan uw gehoor blijvend beschadigen, vooral als u er elke werkdag in staat. Daarom moet uw werkgever al vanaf ${ARBO.lowerActionDb} dB(A) gehoorbescherming aanbieden, en vanaf ${ARBO.upperActionDb} dB(A) is die verplicht. Op veel werkplekken is het dagelijks langere tijd harder, vaak zonder dat u het zelf merkt. Gehoorschade ontstaat langzaam.`,
        "Wegwerpdopjes en oorkappen bieden bescherming, maar worden na een paar uur vaak onprettig. Ze knellen, worden warm of zitten niet goed, en dan gaan ze al snel even uit. Oordoppen op maat volgen precies de vorm van uw oor. Ze sluiten goed af en blijven de hele werkdag prettig zitten.",
      ],
    },
    {
      type: "products",
      id: "producten",
      title: "Onze werkoordoppen",
      intro:
        "Beide varianten maken we naar een afdruk van uw eigen oor. We adviseren u over de demping die past bij het geluid op uw werkplek.",
      products: [
        {
          name: "Pro Regular",
          price: prices["work-regular"],
          description: "Stevige bescherming op maat voor dagelijks gebruik op de werkvloer.",
          details: ["Advies over de juiste demping voor uw werkplek", marked`${warranty}`],
          image: "protection-work-pro-regular",
          features: [
            { name: "De hele dag comfortabel", icon: "clock" },
            { name: "Pasvorm op maat", icon: "ear" },
            { name: "Demping naar uw werkplek", icon: "shield" },
          ],
        },
        {
          name: "Pro Premium",
          price: prices["work-premium"],
          description:
            "Dezelfde bescherming op maat, met meer keuze in uitvoering en afwerking. Voor wie ze elke werkdag urenlang draagt.",
          details: [
            "Advies over de juiste demping voor uw werkplek",
            "Ruime keuze in materiaal en kleur",
            marked`${warranty}`,
          ],
          image: "protection-work-pro-premium",
          features: [
            { name: "De hele dag comfortabel", icon: "clock" },
            { name: "Pasvorm op maat", icon: "ear" },
            { name: "Uitgebreid te personaliseren", icon: "palette" },
            { name: "Voor intensief gebruik", icon: "wrench" },
          ],
        },
      ],
    },
    {
      type: "calculator",
      id: "hoe-lang-veilig",
      title: "Hoe lang per dag? Een richtlijn",
      intro:
        "Vanaf 85 dB loopt u bij langdurig lawaai risico op gehoorschade, en op veel werkplekken is het harder. Kies een situatie of stel zelf een niveau in. U ziet vanaf hoeveel tijd per dag bescherming verplicht is. Welke demping u op uw werkplek nodig heeft, volgt uit de geluidsmeting van uw werkgever. Vraag ons welke oordoppen daarbij passen.",
      presets: [
        { id: "grens", label: "Lawaaiige werkplek: bescherming verplicht", level: ARBO.upperActionDb },
        { id: "haakse-slijper", label: "Haakse slijper", level: 100 },
        { id: "bladblazer", label: "Bladblazer", level: 100 },
      ],
      // No time with protection here: it would rest on an unconfirmed seal check and certification (decision 031).
      atWork: true,
    },
    {
      type: "list",
      id: "werkgever",
      title: "Wat moet uw werkgever doen?",
      intro: `Voor lawaai op het werk gelden de regels van het Arbobesluit. Ze gaan uit van het gemiddelde geluid over een werkdag van ${ARBO.averagedOverHours} uur.`,
      items: [
        {
          title: `Vanaf ${ARBO.lowerActionDb} dB(A)`,
          description:
            "Uw werkgever moet u passende gehoorbescherming geven, zonder kosten voor u. Ook moet hij u voorlichten over de risico's en u de kans geven uw gehoor te laten testen.",
        },
        {
          title: `Vanaf ${ARBO.upperActionDb} dB(A)`,
          description: "Gehoorbescherming is verplicht. Uw werkgever moet ervoor zorgen dat u die ook draagt.",
        },
        {
          title: `Nooit meer dan ${ARBO.limitDb} dB(A)`,
          description: "Meer mag er niet bij uw oren binnenkomen, de demping van uw gehoorbescherming meegeteld.",
        },
      ],
    },
    {
      type: "personalisation",
      id: "personaliseren",
      title: "Afgestemd op u en uw werk",
      intro:
        "U kiest het materiaal en de kleur die bij u en uw werk passen. Een opvallende kleur is bijvoorbeeld handig als u uw oordoppen snel wilt terugvinden, of als uw werkgever wil kunnen zien dat ze gedragen worden.",
      materials: [
        {
          name: "Siliconen",
          description: "Zacht en soepel, prettig als u ze de hele dag draagt en veel praat of kauwt.",
        },
        {
          name: "Acrylaat",
          description: "Stevig, glad en goed schoon te houden. Handig in stoffige of vuile omgevingen.",
        },
      ],
      colours: "Er zijn meer dan 20 kleuren, van neutraal tot signaalkleuren die direct opvallen.",
      folded: "Materialen en kleuren",
      extras: ["Gemaakt in Duitsland"],
    },
    {
      type: "benefits",
      id: "voordelen",
      title: "Wat oordoppen op maat u opleveren",
      folded: "Comfortabel, lawaai gedempt, minder vermoeid, duurzaam",
      items: [
        {
          title: "Comfortabel tot het eind van uw dienst",
          description: "Geen knellende kappen of dopjes die steeds uitschuiven. U voelt ze nauwelijks.",
          icon: "heart",
        },
        {
          title: "Lawaai gedempt",
          description:
            "Het harde lawaai wordt zachter. Controleer wel op uw werkplek of u waarschuwingssignalen met de oordoppen in goed hoort.",
          icon: "users",
        },
        {
          title: "Minder vermoeid",
          description: "Lawaai kost energie. Met goede bescherming houdt u uw concentratie langer vast.",
          icon: "brain",
        },
        {
          title: "Duurzaam in gebruik",
          description: "Geen dagelijkse wegwerpdopjes meer: uw oordoppen gaan jaren mee.",
          icon: "check",
        },
      ],
    },
    {
      type: "list",
      id: "werkomgevingen",
      title: "Geschikt voor onder meer",
      folded: "Bouw, metaal, hout, landbouw, industrie, logistiek, evenementen, horeca en meer",
      intro:
        "Onze werkoordoppen worden gedragen in allerlei beroepen waar het regelmatig hard is. Staat uw werkplek er niet tussen? Vraag ons gerust om advies.",
      items: [
        { title: "Bouw", description: "Boren, zagen, slopen en zware machines." },
        { title: "Metaalbewerking", description: "Slijpen, lassen, ponsen en draaien." },
        { title: "Houtbewerking", description: "Zaag-, schaaf- en freesmachines in de werkplaats." },
        { title: "Landbouw", description: "Trekkers, stallen met ventilatoren en werktuigen." },
        { title: "Industrie", description: "Productielijnen en machines die de hele dag draaien." },
        { title: "Logistiek", description: "Heftrucks, transportbanden en drukke magazijnen." },
        { title: "Evenementen", description: "Opbouw, beveiliging en werk vlak bij het podium." },
        { title: "Horecakeukens", description: "Afzuiging, vaatwassers en de drukte tijdens de service." },
        { title: "En meer", description: "Van garages tot drukkerijen: overal waar het dagelijks lawaaiig is." },
      ],
    },
  ],
  cta: {
    title: "Advies voor uw werkplek",
    text: `Werkt u in loondienst? Vanaf ${ARBO.lowerActionDb} dB(A) moet uw werkgever u passende gehoorbescherming geven, zonder kosten voor u. Wilt u oordoppen op maat, vraag dan vóór u bestelt of uw werkgever die betaalt. In Hurdegaryp of Wieringerwerf bespreken we uw werkomgeving en adviseren we welke bescherming past. Van intake tot aflevering duurt het gemiddeld ongeveer 3 weken.`,
    contact: "Contact voor advies",
  },
};

export default page;
