import { eigenRisicoStatement } from "#/src/data/eigen-risico-at-build.server.ts";
import { DEDUCTIBLE_CONDITION } from "#/src/copy/reimbursement.ts";
import { formatShare, OWN_CONTRIBUTION_SHARE } from "#/src/lib/reimbursement-rules.ts";
import { business, embedsTaxCalculator } from "#/src/data/business.server.ts";
import { paths } from "#/src/registry/pages.ts";
import { formatAmount } from "#/src/lib/price.ts";
import { deductibleHearingAidCosts, WORKED_EXAMPLE as exampleCosts } from "#/src/lib/tax-deduction.ts";

const share = formatShare(OWN_CONTRIBUTION_SHARE);

/** Where the external calculator lives, as a visitor reads it: 'rekenhulp.voorbeeld.nl'. */
export const calculatorHost = new URL(business.taxCalculatorUrl).hostname;

const example = deductibleHearingAidCosts(exampleCosts);

export const taxRefundPage = {
  meta: {
    title: "Hoortoestel en belasting: wat mag u aftrekken?",
    description:
      "Welk deel van uw hoortoestel is aftrekbaar als zorgkosten? Alleen wat boven de vergoeding uitkomt, niet de eigen bijdrage of het eigen risico.",
  },
  // Not 'teruggave': it is a deduction above an income-dependent threshold, and many get nothing back.
  eyebrow: "Belastingaftrek",
  title: "Hoortoestel en belasting: welke kosten mag u aftrekken?",
  intro:
    "Betaalt u voor uw hoortoestel meer dan uw zorgverzekering vergoedt? Dan mag u dat deel misschien aftrekken als specifieke zorgkosten in uw aangifte inkomstenbelasting. De wettelijke eigen bijdrage en het eigen risico mag u nooit aftrekken. Hieronder leest u hoe het zit, met een rekenvoorbeeld van de Belastingdienst.",
  calculator: {
    title: "Reken het zelf uit",
    text: "Met de rekenhulp hieronder ziet u of uw zorgkosten boven de drempel uitkomen en welk bedrag u ongeveer kunt aftrekken. Vul voor uw hoortoestel alleen het deel in dat meetelt, dus zonder eigen bijdrage en eigen risico.",
    frameTitle: "Rekenhulp voor de aftrek van specifieke zorgkosten",
    /** The frame loads only after this click, like the maps (decision 035): no third party on page view. */
    show: "Rekenhulp tonen",
    notice: `Pas na uw klik laadt de rekenhulp van ${calculatorHost}. Die website kan daarbij cookies plaatsen.`,
    open: `Of open de rekenhulp op ${calculatorHost}`,
    /** Instead of the frame while its address is an example (src/components/sections/tax-calculator.tsx). */
    fallback: {
      text: "Hoeveel u ongeveer kunt aftrekken, rekent u zelf uit in een paar stappen. Doet u online aangifte, dan rekent de Belastingdienst uw aftrek ook voor u uit.",
      belastingdienst: {
        link: "Zo berekent u uw aftrek",
        text: "De uitleg van de Belastingdienst, in vijf stappen: van uw zorgkosten naar het bedrag dat u aftrekt.",
        href: "https://www.belastingdienst.nl/wps/wcm/connect/bldcontentnl/belastingdienst/prive/relatie_familie_en_gezondheid/gezondheid/aftrek_zorgkosten/hoe_berekent_u_uw_aftrek/",
      },
      own: {
        link: "Wat betaal ik zelf?",
        text: "Onze rekenhulp voor uw hoortoestel: wat de verzekeraar betaalt, wat u zelf betaalt en welk deel mogelijk aftrekbaar is.",
        href: `${paths.costs}#rekenhulp`,
      },
    },
  },
  deductible: {
    title: "Welke kosten tellen mee?",
    intro: "Voor een hoortoestel tellen alleen kosten mee die u zelf betaalt en die niet vergoed worden. Het gaat om:",
    items: [
      `het deel van de prijs boven wat uw zorgverzekeraar voor uw toestel vergoedt, ${DEDUCTIBLE_CONDITION};`,
      "batterijen, en de meerkosten van een oplader, als uw verzekering die niet vergoedt en u de kosten aannemelijk kunt maken;",
      "onderhoud, reparatie en verzekering van uw hoortoestel, voor zover u die zelf betaalt.",
    ],
    notDeductible: {
      title: "Wat telt niet mee?",
      items: [
        `de wettelijke eigen bijdrage van ${share};`,
        "het eigen risico van uw zorgverzekering;",
        "het deel dat uw zorgverzekeraar betaalt;",
        "een toestel dat uw zorgverzekering niet vergoedt;",
        "de premie van uw zorgverzekering.",
      ],
    },
  },
  threshold: {
    title: "Let op de drempel",
    text: "U mag alleen het deel van uw specifieke zorgkosten aftrekken dat boven een drempelbedrag uitkomt. Die drempel staat in de wet en hangt af van uw inkomen (en dat van uw fiscale partner). De bedragen veranderen elk jaar. Tel daarom al uw specifieke zorgkosten van dat jaar bij elkaar op, niet alleen die van het hoortoestel.",
  },
  example: {
    title: "Een rekenvoorbeeld",
    intro: `Dit voorbeeld komt van de Belastingdienst. Een volwassene koopt op advies van de audicien een hoortoestel van ${formatAmount(exampleCosts.price)}. Dat is meer dan de zorgverzekeraar vergoedt.`,
    rows: [
      { label: "Prijs van het hoortoestel", amount: formatAmount(exampleCosts.price) },
      { label: "De zorgverzekeraar vergoedt hoogstens", amount: formatAmount(exampleCosts.insurerMaximum) },
      {
        label: `U betaalt de wettelijke eigen bijdrage: ${share} van ${formatAmount(exampleCosts.insurerMaximum)}`,
        amount: formatAmount(example.ownContribution),
      },
      { label: "U betaalt het eigen risico dat nog openstond", amount: formatAmount(example.eigenRisico) },
      { label: "De zorgverzekeraar betaalt", amount: formatAmount(example.insurerPays) },
      { label: "U betaalt zelf in totaal", amount: formatAmount(example.paidByYou) },
    ],
    result: { label: "Dit mag u opgeven als specifieke zorgkosten", amount: formatAmount(example.deductible) },
    notes: [
      `De eigen bijdrage (${formatAmount(example.ownContribution)}) en het eigen risico (${formatAmount(example.eigenRisico)}) mag u niet aftrekken. Wat overblijft, ${formatAmount(example.deductible)}, is het deel van de prijs boven ${formatAmount(exampleCosts.insurerMaximum)}.`,
      `In dit voorbeeld stond van het eigen risico nog ${formatAmount(exampleCosts.eigenRisicoRemaining)} open. ${eigenRisicoStatement}`,
      "Ook voor dit bedrag geldt de drempel: u trekt alleen af wat samen met uw andere specifieke zorgkosten boven uw drempel uitkomt.",
      "U krijgt dit bedrag niet terug: wat u aftrekt, verlaagt het inkomen waarover u belasting betaalt, en hoeveel dat scheelt hangt af van uw inkomen.",
    ],
    costsLink: "Wat betaalt u zelf voor uw hoortoestel? Reken het uit op de pagina Kosten en vergoeding.",
  },
  steps: {
    title: "Zo werkt het",
    items: [
      {
        title: "Verzamel uw facturen",
        description:
          "Bewaar de factuur van uw hoortoestel en het overzicht van uw zorgverzekeraar waarop staat wat er is vergoed. Bent u de factuur kwijt? Vraag ons dan om een kopie.",
      },
      {
        title: "Bereken het bedrag",
        description: `Tel alle specifieke zorgkosten van het jaar bij elkaar op. Laat weg wat is vergoed, de eigen bijdrage en het eigen risico. ${
          embedsTaxCalculator
            ? "Met de rekenhulp op deze pagina ziet u of u boven de drempel uitkomt."
            : "Hoe u uitrekent of u boven de drempel uitkomt, leest u hieronder bij 'Reken het zelf uit'."
        }`,
      },
      {
        title: "Vul uw aangifte in",
        description:
          "Vermeld het bedrag in uw aangifte inkomstenbelasting over het jaar waarin u betaalde, bij de specifieke zorgkosten (aftrekposten).",
      },
      {
        title: "Bewaar de bewijsstukken",
        description:
          "De Belastingdienst kan om bewijs vragen. Bewaar facturen en vergoedingsoverzichten daarom een aantal jaren goed.",
      },
    ],
  },
  disclaimer:
    "Deze pagina geeft algemene informatie en is geen persoonlijk belastingadvies. De regels en bedragen kunnen per jaar veranderen. Kijk voor de actuele voorwaarden op de website van de Belastingdienst, bel de BelastingTelefoon of vraag een belastingadviseur om hulp.",
  cta: {
    title: "Vragen over de kosten van een hoortoestel?",
    text: "We leggen u graag uit wat uw zorgverzekering vergoedt en wat u zelf betaalt, voordat u iets beslist.",
    button: "Contact voor advies",
  },
} as const;
