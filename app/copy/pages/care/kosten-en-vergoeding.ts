import {
  CATEGORIES,
  CATEGORY_IN_DAILY_LIFE,
  HEARING_LOSS_FREQUENCIES_HZ,
  MIN_HEARING_LOSS_DB,
  REIMBURSEMENT_CHECKED,
  REPLACEMENT_AFTER_YEARS,
} from "#/app/copy/reimbursement.ts";
import { ADULT_FROM_AGE, formatShare, OWN_CONTRIBUTION_SHARE } from "#/app/lib/reimbursement-rules.ts";
import { eigenRisicoNewYear, eigenRisicoStatement, eigenRisicoYears } from "#/app/data/eigen-risico-at-build.ts";
import { fact, marked } from "#/app/copy/marked-text.ts";
import type { ContentPage, ShownPrice } from "#/app/copy/sections.ts";
import type { Price } from "#/app/data/schema/prices.ts";
import prices from "#/content/prices.yaml";
import { formatAmount, formatPrice, formatPriceRange } from "#/app/lib/price.ts";

const shown = (price: Price): ShownPrice => ({ text: formatPrice(price), example: price.placeholder });
const share = formatShare(OWN_CONTRIBUTION_SHARE);
const frequencies = new Intl.ListFormat("nl", { type: "conjunction" }).format(HEARING_LOSS_FREQUENCIES_HZ.map(String));
const categories = CATEGORIES.map((category) => ({ category, ...prices.hearingAidCategories[category] }));

const page: ContentPage = {
  meta: {
    title: "Kosten en vergoeding van hoortoestellen",
    description:
      "Wat kost een hoortoestel en wat vergoedt uw zorgverzekering? Onze prijzen per categorie, wie wat betaalt en een rekenhulp: wat betaal ik zelf?",
  },
  hero: {
    eyebrow: "Kosten en vergoeding",
    title: "Wat kost een hoortoestel u?",
    intro: "Dat hangt af van het toestel, uw zorgverzekering en uw leeftijd. De rekenhulp rekent het voor u uit.",
    image: "care-costs-hero",
  },
  sections: [
    {
      type: "jump-links",
      id: "op-deze-pagina",
      title: "Op deze pagina",
      links: [
        { id: "rekenhulp", text: "Rekenhulp" },
        { id: "prijzen", text: "Prijzen" },
        { id: "wie-betaalt", text: "Wie betaalt wat?" },
        { id: "diensten", text: "Andere prijzen" },
      ],
    },
    { type: "shared-text", id: "duurder-toestel", text: "duurder-toestel" },
    {
      type: "cost-calculator",
      id: "rekenhulp",
      title: "Wat betaal ik zelf?",
      intro:
        "Vul de prijs en de vergoeding in, of kies uw categorie. Zolang u niets invult, ziet u het rekenvoorbeeld van de Belastingdienst.",
      categories: categories.map(({ category, insurerMaximum, placeholder }) => ({
        category,
        insurerMaximum,
        example: placeholder,
      })),
      eigenRisico: eigenRisicoYears,
      checked: REIMBURSEMENT_CHECKED,
      disclaimer:
        "Dit is algemene informatie, geen persoonlijk advies. Wat u vergoed krijgt, bepalen de polisvoorwaarden van uw zorgverzekeraar. Of u iets mag aftrekken, hangt ook af van uw andere zorgkosten en uw inkomen.",
    },
    {
      type: "price-list",
      id: "prijzen",
      title: "Prijs per hoortoestel, per categorie",
      intro: `Er zijn ${CATEGORIES.length} vergoedingscategorieën, van eenvoudig (${CATEGORIES[0]}) tot complex (${CATEGORIES[CATEGORIES.length - 1]}). Uw categorie volgt uit de hoortest en een vragenlijst over uw dagelijks leven.`,
      rows: categories.map(({ category, min, max, insurerMaximum, placeholder }) => ({
        name: `Categorie ${category}`,
        description: CATEGORY_IN_DAILY_LIFE[category],
        price: { text: formatPriceRange(min, max), example: placeholder },
        note: marked`Vergoeding, ter vergelijking: ${fact(formatAmount(insurerMaximum), placeholder)}`,
      })),
      descriptionsFolded: "Wat de categorieën globaal betekenen, en hun vergoeding",
      note: "Prijzen per hoortoestel, voor één oor. Vraag ons gerust om een prijsopgave voor uw situatie.",
    },
    {
      type: "list",
      id: "wie-betaalt",
      title: "Wie betaalt wat?",
      intro:
        "Zo regelt de basisverzekering het. Wat u precies vergoed krijgt, staat in de polis van uw zorgverzekeraar.",
      folded: "Basisverzekering, eigen bijdrage, eigen risico en meer",
      items: [
        {
          title: "De basisverzekering",
          description: `Heeft u gemiddeld ${MIN_HEARING_LOSS_DB} dB gehoorverlies of meer (gemeten bij ${frequencies} Hz)? Dan kunt u uit de basisverzekering een hoortoestel vergoed krijgen. Heeft u ernstig oorsuizen? Dan kan er vergoeding zijn voor een hoortoestel of een tinnitusmaskeerder.`,
        },
        {
          title: "Hoogstens de prijs van uw categorie",
          description:
            "Uw zorgverzekeraar vergoedt hoogstens de prijs die hij voor uw categorie heeft afgesproken of vastgesteld. Heeft uw zorgverzekeraar geen contract met ons, dan kan de vergoeding lager zijn. Vraag het uw verzekeraar voordat u kiest.",
        },
        {
          title: `De eigen bijdrage van ${share}`,
          description: `Vanaf ${ADULT_FROM_AGE} jaar betaalt u zelf ${share} van wat uw verzekeraar voor het toestel vergoedt. Dat heet de wettelijke eigen bijdrage.`,
        },
        {
          title: "Het eigen risico",
          description: `Het hoortoestel telt mee voor uw eigen risico, voor zover u dat nog niet heeft opgemaakt. ${eigenRisicoStatement} ${eigenRisicoNewYear}`,
        },
        {
          title: `Jonger dan ${ADULT_FROM_AGE} jaar`,
          description: "Kinderen en jongeren betalen geen eigen bijdrage en geen eigen risico.",
        },
        {
          title: `Meestal eens per ${REPLACEMENT_AFTER_YEARS} jaar`,
          description: `Een nieuw hoortoestel wordt meestal na ${REPLACEMENT_AFTER_YEARS} jaar weer vergoed. Soms kan het eerder, bijvoorbeeld als uw gehoor veel is veranderd. Vraag het ons of uw zorgverzekeraar.`,
        },
        {
          title: "Uw aanvullende verzekering",
          description:
            "Een aanvullende verzekering vergoedt soms de eigen bijdrage of een deel ervan. Hoeveel, verschilt per verzekeraar en per pakket.",
        },
      ],
    },
    {
      type: "price-list",
      id: "diensten",
      title: "Andere prijzen",
      folded: "Hoortest, second opinion, batterijen, oplader, reparatie",
      rows: [
        {
          name: "Hoortest",
          description: "Een uitgebreide hoortest met uitleg, zonder verplichtingen.",
          price: { text: "Gratis", example: false },
        },
        {
          name: "Second opinion",
          description: "Een eerlijk tweede advies over uw hoortoestel of prijsopgave, ook als u die elders kreeg.",
          price: shown(prices["second-opinion"]),
        },
        {
          name: "Batterijen",
          description: "Per pakje, voor hoortoestellen met batterijen.",
          price: shown(prices.batteries),
        },
        {
          name: "Oplader",
          description: "Een losse of extra oplader voor oplaadbare hoortoestellen.",
          price: shown(prices.charger),
        },
        {
          name: "Reparatie",
          description:
            "Als de garantie van uw hoortoestel is verlopen en het gebrek niet onder uw wettelijke rechten valt. Twijfelt u, vraag het ons.",
          price: shown(prices.repair),
        },
      ],
    },
  ],
  cta: {
    title: "Vragen over de kosten?",
    text: "We rekenen het graag samen met u uit, met uw eigen polis erbij, voordat u iets beslist.",
    contact: "Contact voor advies",
    appointment: "Plan een gratis hoortest",
  },
};

export default page;
