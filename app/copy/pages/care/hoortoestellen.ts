import { practiceFact } from "#/app/data/business.ts";
import { fact, listOf, marked } from "#/app/copy/marked-text.ts";
import {
  CATEGORIES,
  DEDUCTIBLE_CONDITION,
  HEARING_LOSS_FREQUENCIES_HZ,
  MIN_HEARING_LOSS_DB,
  REPLACEMENT_AFTER_YEARS,
} from "#/app/copy/reimbursement.ts";
import { ADULT_FROM_AGE, formatShare, OWN_CONTRIBUTION_SHARE } from "#/app/lib/reimbursement-rules.ts";
import trust from "#/content/trust.yaml";
import { eigenRisicoNewYear, eigenRisicoStatement } from "#/app/data/eigen-risico-at-build.ts";
import type { ContentPage } from "#/app/copy/sections.ts";
import { paths } from "#/app/registry/pages.ts";
import { ownCost } from "#/app/lib/own-cost.ts";
import { formatAmount } from "#/app/lib/price.ts";
import { WORKED_EXAMPLE } from "#/app/lib/tax-deduction.ts";

const share = formatShare(OWN_CONTRIBUTION_SHARE);
const insurerShare = formatShare(1 - OWN_CONTRIBUTION_SHARE);
const example = ownCost({ ...WORKED_EXAMPLE, adult: true, eigenRisicoOpen: WORKED_EXAMPLE.eigenRisicoRemaining });
const frequencies = new Intl.ListFormat("nl", { type: "conjunction" }).format(HEARING_LOSS_FREQUENCIES_HZ.map(String));

const page: ContentPage = {
  meta: {
    title: "Hoortoestellen",
    description:
      "Hoortoestellen van verschillende grote merken, met een gratis hoortest en een proefperiode. Over de soorten, de techniek, de vergoeding en wat u zelf betaalt.",
  },
  hero: {
    eyebrow: "Hoortoestellen",
    title: "Weer ontspannen horen en meedoen",
    intro:
      "Gesprekken aan tafel volgen, de deurbel horen, genieten van de stemmen van uw kleinkinderen: met een goed ingesteld hoortoestel gaat dat vaak weer makkelijker. Wij begeleiden u: van een gratis hoortest tot een hoortoestel dat past bij uw gehoor en uw dagelijks leven.",
    image: "care-hearing-aids-hero",
  },
  sections: [
    {
      type: "text",
      id: "slechter-horen",
      title: "Slechter horen gaat vaak geleidelijk",
      paragraphs: [
        "Gehoorverlies ontstaat meestal langzaam. Vaak merkt u het pas als anderen zeggen dat de televisie hard staat, of als gesprekken in een volle ruimte meer moeite kosten.",
        "Een hoortest geeft duidelijkheid. Kan een hoortoestel u helpen, dan zoeken we samen uit welk type bij u past. We werken met hoortoestellen van verschillende grote merken. Zo kunnen we kiezen wat bij uw gehoor en uw dagelijks leven past.",
      ],
    },
    {
      type: "benefits",
      id: "soorten",
      title: "Vier soorten hoortoestellen",
      descriptionsFolded: "Hoe elk type zit, en bij welk gehoorverlies het past",
      intro:
        "Welk type past, hangt af van uw gehoorverlies, de vorm van uw oor en wat u prettig vindt. Dit zijn de vier meest gebruikte soorten, met de afkortingen die u vaak tegenkomt.",
      items: [
        {
          title: "Achter het oor (AHO / BTE)",
          description:
            "Het toestel zit achter uw oor. Het geluid gaat via een dun slangetje naar een oorstukje in uw gehoorgang. Geschikt voor bijna alle vormen van gehoorverlies, ook als dat groter is. Stevig en makkelijk te bedienen.",
          drawing: "bte",
        },
        {
          title: "Receiver in de gehoorgang (RIC / RITE)",
          description:
            "Een klein kastje zit achter uw oor, het luidsprekertje (de receiver) via een dun draadje in uw gehoorgang. Het valt nauwelijks op en uw eigen stem klinkt vaak natuurlijk. Een goede keuze bij licht tot matig gehoorverlies.",
          drawing: "ric",
        },
        {
          title: "In het oor (IHO / ITE)",
          description:
            "Het toestel zit in uw oorschelp en het begin van de gehoorgang, op maat gemaakt naar een afdruk van uw oor. Er zit niets achter uw oor, wat prettig is als u een bril draagt.",
          drawing: "ite",
        },
        {
          title: "Volledig in de gehoorgang (CIC)",
          description:
            "Het kleinste type zit helemaal in uw gehoorgang en is van buiten bijna niet te zien. Het is op maat gemaakt en past bij licht tot matig gehoorverlies, als uw gehoorgang ruim genoeg is. Er zijn wel minder technische mogelijkheden.",
          drawing: "cic",
        },
      ],
    },
    {
      type: "benefits",
      id: "techniek",
      title: "Slimme techniek die u helpt",
      descriptionsFolded: "Wat elke techniek voor u doet",
      intro:
        "Moderne hoortoestellen doen meer dan geluid harder maken. Welke mogelijkheden u nodig heeft, bespreken we samen.",
      items: [
        {
          title: "Oplaadbaar",
          description:
            "Veel toestellen hebben een ingebouwde accu. U zet ze 's avonds in de oplader, zonder kleine batterijtjes te wisselen.",
          icon: "clock",
        },
        {
          title: "Bluetooth-streaming",
          description:
            "Telefoongesprekken, muziek en het geluid van de televisie kunnen rechtstreeks naar uw hoortoestellen gaan. Voor de televisie is soms een klein extra kastje nodig.",
          icon: "headphones",
        },
        {
          title: "Ruisonderdrukking",
          description:
            "In een druk restaurant of op een verjaardag dempt het toestel achtergrondgeluid, zodat stemmen beter naar voren komen.",
          icon: "users",
        },
        {
          title: "Richtmicrofoons",
          description:
            "De microfoons richten zich op het geluid vóór u, meestal de persoon met wie u praat. Zo volgt u een gesprek in rumoer makkelijker.",
          icon: "mic",
        },
        {
          title: "Geluidsgenerator bij oorsuizen",
          description:
            "Naar schatting horen 1 tot 2 miljoen Nederlanders soms of altijd een piep of suis (tinnitus). Sommige hoortoestellen hebben een geluidsgenerator met een zacht geluid. Of dat u kan helpen, bespreken we samen met u.",
          icon: "waves",
        },
        {
          title: "Apps om zelf bij te stellen",
          description:
            "Met een app op uw smartphone past u eenvoudig het volume of een programma aan. Zonder smartphone werkt het toestel ook gewoon.",
          icon: "gauge",
        },
      ],
    },
    {
      type: "text",
      id: "hoortest-en-proefperiode",
      title: "Gratis hoortest en proefperiode",
      paragraphs: [
        "Alles begint met een gratis hoortest. We meten uw gehoor, bespreken de uitkomst in gewone taal en vragen naar de situaties waarin horen u moeite kost. U zit daarmee nergens aan vast.",
        marked`Lijkt een hoortoestel u te helpen, dan hoeft u niet meteen te kiezen. De proefperiode duurt ${practiceFact("trialPeriodDays", (days) => `${days} dagen`)}. In die tijd probeert u het toestel in uw eigen omgeving: thuis, op het werk en op verjaardagen. Pas daarna beslist u of u het koopt.`,
      ],
    },
    {
      type: "text",
      id: "kosten",
      title: "Wat kost een hoortoestel u?",
      paragraphs: [
        `Kost het toestel niet meer dan uw verzekeraar voor uw categorie vergoedt, dan vergoedt de verzekeraar vanaf ${ADULT_FROM_AGE} jaar ${insurerShare} van de prijs. U betaalt zelf ${share}: de wettelijke eigen bijdrage. Heeft u uw eigen risico nog niet opgemaakt, dan betaalt u dat deel ook zelf.`,
        `Een voorbeeld van de Belastingdienst met een duurder toestel: het kost ${formatAmount(WORKED_EXAMPLE.price)} en de verzekeraar vergoedt hoogstens ${formatAmount(WORKED_EXAMPLE.insurerMaximum)}. Er staat nog ${formatAmount(WORKED_EXAMPLE.eigenRisicoRemaining)} eigen risico open. De verzekeraar betaalt dan ${formatAmount(example.insurerPays)} en u betaalt zelf ${formatAmount(example.youPay)}. Daarvan is ${formatAmount(example.deductible)} misschien aftrekbaar.`,
      ],
      link: { text: "Bereken wat u zelf betaalt", href: paths.costs },
    },
    { type: "shared-text", id: "duurder-toestel", text: "duurder-toestel" },
    {
      type: "accordion",
      id: "vergoeding",
      title: "Vergoeding en kosten: wat u vooraf wilt weten",
      intro:
        "De regels hieronder gelden voor iedereen met een basisverzekering. Wat u precies vergoed krijgt, hangt ook af van uw zorgverzekeraar en uw polis. We bespreken het vooraf met u.",
      faq: true,
      items: [
        {
          title: "Wie betaalt mijn hoortoestel?",
          paragraphs: [
            `Heeft u gemiddeld ${MIN_HEARING_LOSS_DB} dB gehoorverlies of meer? Dan kunt u uit de basisverzekering een hoortoestel vergoed krijgen. Het gemiddelde wordt gemeten bij ${frequencies} Hz: de tonen die belangrijk zijn om spraak te verstaan. Heeft u ernstig oorsuizen, dan kan er vergoeding zijn voor een hoortoestel of een tinnitusmaskeerder. Welk toestel u vergoed krijgt, hangt af van de hoortest en een vragenlijst: het hoorprotocol.`,
            `Bent u ${ADULT_FROM_AGE} jaar of ouder, dan betaalt u zelf de wettelijke eigen bijdrage: ${share} van de prijs die uw zorgverzekeraar voor het toestel vergoedt. Het hoortoestel telt ook mee voor uw eigen risico, voor zover u dat nog niet heeft opgemaakt. ${eigenRisicoStatement} ${eigenRisicoNewYear}`,
            `Voor kinderen en jongeren tot ${ADULT_FROM_AGE} jaar betaalt de basisverzekering de prijs van de categorie helemaal. Zij betalen geen eigen bijdrage en geen eigen risico.`,
          ],
        },
        {
          title: "In welke categorie val ik?",
          paragraphs: [
            `Hoortoestellen zijn ingedeeld in ${CATEGORIES.length} categorieën. Categorie ${CATEGORIES[0]} is voor een kleiner gehoorverlies en rustige situaties, zoals een gesprek thuis. Categorie ${CATEGORIES[CATEGORIES.length - 1]} is voor een groot gehoorverlies of veel lastige luistersituaties, zoals vergaderingen of drukke verjaardagen.`,
            "Met de hoortest en een vragenlijst over uw dagelijks leven bepalen we samen in welke categorie u valt. Binnen elke categorie zijn toestellen van verschillende merken.",
          ],
        },
        {
          title: "Wanneer krijg ik een nieuw hoortoestel vergoed?",
          paragraphs: [
            `Meestal na ${REPLACEMENT_AFTER_YEARS} jaar. Is uw gehoor eerder zo veranderd dat uw toestel u niet meer genoeg helpt, dan kan de verzekeraar ook eerder een nieuw toestel vergoeden. Dat moet dan medisch nodig zijn.`,
          ],
        },
        {
          title: "Vergoedt mijn aanvullende verzekering iets?",
          paragraphs: [
            "Met een aanvullende verzekering krijgt u soms een deel van de eigen bijdrage of de meerprijs vergoed. Hoeveel dat is, verschilt per verzekeraar en per pakket.",
          ],
        },
        {
          title: "Bij welk register staan wij ingeschreven?",
          paragraphs: [
            trust.registrations.length
              ? marked`Wij staan ingeschreven bij: ${listOf(trust.registrations.map((entry) => fact(entry.name, entry.placeholder)))}.`
              : "Vraag ons gerust naar onze registraties en keurmerken.",
            "Of uw zorgverzekeraar een contract met ons heeft, bepaalt mee wat u vergoed krijgt. Vraag het ons, of kijk in de zorgzoeker van uw verzekeraar.",
          ],
        },
        {
          title: "Mag ik iets aftrekken van de belasting?",
          paragraphs: [
            `Soms. Betaalt u meer dan uw verzekeraar vergoedt? Dan mag u dat deel mogelijk aftrekken als specifieke zorgkosten. Dat mag ${DEDUCTIBLE_CONDITION}. De eigen bijdrage en het eigen risico mag u niet aftrekken.`,
          ],
          link: { text: "Lees hoe de aftrek werkt, met een rekenvoorbeeld", href: paths.taxRefund },
        },
        {
          title: "Waar vind ik de regels van mijn eigen polis?",
          paragraphs: [
            "De precieze regels staan in de polisvoorwaarden van uw zorgverzekeraar. Vindt u die lastig te lezen? Neem uw polisgegevens mee naar uw afspraak, dan zoeken we het samen uit.",
          ],
        },
      ],
    },
    { type: "trust", trust },
  ],
  cta: {
    title: "Benieuwd hoe goed u hoort?",
    text: "Maak een afspraak voor een gratis hoortest in Hurdegaryp of Wieringerwerf. Vragen over hoortoestellen of de vergoeding? Neem gerust contact op: we helpen u ook bij het nalezen van uw polisvoorwaarden.",
    appointment: "Plan een gratis hoortest",
    contact: "Contact voor advies",
  },
};

export default page;
