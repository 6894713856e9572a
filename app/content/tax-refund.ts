export const taxRefundPage = {
  meta: {
    title: "Belastingteruggave op hoortoestellen",
    description:
      "Betaalt u zelf mee aan uw hoortoestel? Lees welke kosten u als specifieke zorgkosten kunt aftrekken en reken uit wat dat voor u kan betekenen.",
  },
  eyebrow: "Hoortoestellen en belasting",
  title: "Belastingteruggave op hoortoestellen",
  intro:
    "Een hoortoestel wordt vaak maar voor een deel vergoed door de zorgverzekering. Het deel dat u zelf betaalt, kunt u in veel gevallen aftrekken als specifieke zorgkosten in uw aangifte inkomstenbelasting. Zo krijgt u een deel van uw eigen kosten terug.",
  calculator: {
    title: "Reken het zelf uit",
    text: "Met de rekenhulp hieronder ziet u of uw zorgkosten boven de drempel uitkomen en welk bedrag u ongeveer kunt aftrekken.",
    frameTitle: "Rekenhulp voor de aftrek van specifieke zorgkosten",
  },
  deductible: {
    title: "Welke kosten tellen mee?",
    intro: "Voor hoortoestellen gaat het om de kosten die u zelf betaalt en die niet worden vergoed, bijvoorbeeld:",
    items: [
      "de wettelijke eigen bijdrage voor uw hoortoestel;",
      "het bedrag boven de vergoeding van uw zorgverzekeraar, bijvoorbeeld voor een toestel uit een hogere categorie;",
      "een hoortoestel dat u helemaal zelf betaalt, omdat u (nog) geen recht hebt op vergoeding;",
      "reparatie en onderhoud van uw hoortoestel, voor zover u die zelf betaalt.",
    ],
    notDeductible:
      "Niet aftrekbaar zijn het verplichte eigen risico van uw zorgverzekering, uw premie en alle kosten die al zijn vergoed door uw verzekeraar of op een andere manier.",
  },
  threshold: {
    title: "Let op de drempel",
    text: "U mag alleen het deel van uw specifieke zorgkosten aftrekken dat boven een drempelbedrag uitkomt. Die drempel hangt af van uw inkomen (en dat van uw fiscale partner) en wordt elk jaar door de Belastingdienst vastgesteld. Tel daarom al uw specifieke zorgkosten van dat jaar bij elkaar op, niet alleen die van het hoortoestel.",
  },
  steps: {
    title: "Zo werkt het",
    items: [
      {
        title: "Verzamel uw facturen",
        description:
          "Bewaar de factuur van uw hoortoestel en het overzicht van uw zorgverzekeraar waarop staat wat er is vergoed. Wij sturen u de factuur altijd ook digitaal.",
      },
      {
        title: "Bereken het bedrag",
        description:
          "Tel alle specifieke zorgkosten van het jaar bij elkaar op en trek af wat is vergoed. Met de rekenhulp op deze pagina ziet u of u boven de drempel uitkomt.",
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
