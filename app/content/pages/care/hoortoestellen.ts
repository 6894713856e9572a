import type { ContentPage } from "#/app/content/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Hoortoestellen",
    description:
      "Hoortoestellen van alle grote merken, met een gratis hoortest en een proefperiode. Lees over de soorten, de techniek en de vergoeding.",
  },
  hero: {
    eyebrow: "Hoortoestellen",
    title: "Weer ontspannen horen en meedoen",
    intro:
      "Gesprekken aan tafel volgen, de deurbel horen, genieten van de stemmen van uw kleinkinderen: met een goed ingesteld hoortoestel gaat dat vaak weer makkelijker. Wij begeleiden u rustig: van een gratis hoortest tot een hoortoestel dat past bij uw gehoor en uw dagelijks leven.",
    image: "care-hearing-aids-hero",
  },
  sections: [
    {
      type: "text",
      id: "slechter-horen",
      title: "Slechter horen gaat vaak geleidelijk",
      paragraphs: [
        "Gehoorverlies ontstaat meestal langzaam. Vaak merkt u het pas als anderen zeggen dat de televisie hard staat, of als gesprekken in een volle ruimte meer moeite kosten.",
        "Een hoortest geeft duidelijkheid. Kan een hoortoestel u helpen, dan zoeken we samen uit welk type bij u past. We werken met alle grote merken, zodat we kunnen kiezen wat voor u het beste werkt.",
      ],
    },
    {
      type: "benefits",
      id: "soorten",
      title: "Vier soorten hoortoestellen",
      intro:
        "Welk type past, hangt af van uw gehoorverlies, de vorm van uw oor en wat u prettig vindt. Dit zijn de vier meest gebruikte soorten, met de Nederlandse en Engelse afkorting die u vaak tegenkomt.",
      items: [
        {
          title: "Achter het oor (AHO / BTE)",
          description:
            "Het toestel zit achter uw oor. Het geluid gaat via een dun slangetje naar een oorstukje in uw gehoorgang. Geschikt voor bijna alle vormen van gehoorverlies, ook als dat groter is. Stevig en makkelijk te bedienen.",
          icon: "ear",
        },
        {
          title: "Receiver in de gehoorgang (RIC / RITE)",
          description:
            "Een klein kastje zit achter uw oor, het luidsprekertje (de receiver) via een dun draadje in uw gehoorgang. Het valt nauwelijks op en uw eigen stem klinkt vaak natuurlijk. Een goede keuze bij licht tot matig gehoorverlies.",
          icon: "volume",
        },
        {
          title: "In het oor (IHO / ITE)",
          description:
            "Het toestel zit in uw oorschelp en het begin van de gehoorgang, op maat gemaakt naar een afdruk van uw oor. Er zit niets achter uw oor, wat prettig is als u een bril draagt.",
          icon: "ruler",
        },
        {
          title: "Volledig in het kanaal (CIC)",
          description:
            "Het kleinste type zit helemaal in uw gehoorgang en is van buiten bijna niet te zien. Het is op maat gemaakt en past bij licht tot matig gehoorverlies, als uw gehoorgang ruim genoeg is. Er zijn wel minder technische mogelijkheden.",
          icon: "sparkles",
        },
      ],
    },
    {
      type: "benefits",
      id: "techniek",
      title: "Slimme techniek die u helpt",
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
          title: "Tinnitusmaskering",
          description:
            "Ongeveer 2 miljoen Nederlanders hebben last van oorsuizen (tinnitus). Sommige hoortoestellen hebben een geluidsgenerator met een zacht, rustig geluid dat de aandacht van het suizen kan afleiden.",
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
        "Lijkt een hoortoestel u te helpen, dan hoeft u niet meteen te kiezen. In de proefperiode probeert u het toestel eerst in uw eigen omgeving: thuis, op het werk en op verjaardagen. Pas daarna beslist u of u het koopt.",
      ],
    },
    {
      type: "accordion",
      id: "vergoeding",
      title: "Vergoeding van uw hoortoestel",
      intro: "De regels verschillen per zorgverzekeraar en per polis. Hieronder leest u in grote lijnen hoe het werkt.",
      items: [
        {
          title: "Basisverzekering",
          paragraphs: [
            "Heeft u gehoorverlies boven een bepaalde grens, dan vergoedt de basisverzekering een hoortoestel. Eerst wordt met een hoortest en een gesprek vastgesteld wat u nodig heeft.",
            "Op basis daarvan valt u in een van de vergoedingscategorieën. Die bepaalt welke hoortoestellen worden vergoed. Wij vertellen u in welke categorie u valt.",
          ],
        },
        {
          title: "Eigen bijdrage en meerprijs",
          paragraphs: [
            "Voor volwassenen geldt een wettelijke eigen bijdrage: een deel van de prijs van het hoortoestel betaalt u zelf. Kiest u voor een duurder toestel dan binnen uw categorie wordt vergoed, dan betaalt u ook het verschil zelf.",
            "Houd er rekening mee dat een hoortoestel uit de basisverzekering ook meetelt voor uw verplichte eigen risico, voor zover u dat nog niet heeft opgebruikt. We bespreken vooraf duidelijk welk deel u zelf betaalt.",
          ],
        },
        {
          title: "Aanvullende verzekering",
          paragraphs: [
            "Met een aanvullende verzekering krijgt u soms een deel van de eigen bijdrage of de meerprijs vergoed. Hoeveel dat is, verschilt per verzekeraar en per pakket.",
          ],
        },
        {
          title: "Zo weet u waar u aan toe bent",
          paragraphs: [
            "De precieze regels staan in de polisvoorwaarden van uw zorgverzekeraar. Vindt u die lastig te lezen? Neem uw polisgegevens mee naar uw afspraak, dan zoeken we het samen uit.",
            "Kosten die u zelf betaalt, kunt u mogelijk aftrekken als specifieke zorgkosten in uw belastingaangifte. Meer hierover leest u op de pagina Belastingteruggave.",
          ],
        },
      ],
    },
    {
      type: "cta",
      id: "afspraak",
      variant: "appointment",
      title: "Benieuwd hoe goed u hoort?",
      text: "Maak een afspraak voor een gratis hoortest in Hurdegaryp of Wieringerwerf. We nemen de tijd voor u.",
      button: "Plan een gratis hoortest",
    },
    {
      type: "cta",
      id: "contact",
      variant: "contact",
      title: "Vragen over hoortoestellen of de vergoeding?",
      text: "Neem contact met ons op. We denken graag met u mee en helpen u ook bij het nalezen van uw polisvoorwaarden.",
      button: "Contact voor advies",
    },
  ],
};

export default page;
