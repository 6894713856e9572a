import prices from "#/content/prices.yaml";
import trust from "#/content/trust.yaml";
import { fact, marked } from "#/app/copy/marked-text.ts";
import { formatPrice } from "#/app/lib/price.ts";
import type { ContentPage } from "#/app/copy/sections.ts";

const secondOpinionPrice = prices["second-opinion"];

const page: ContentPage = {
  meta: {
    title: "Second opinion over uw hoortoestel",
    description:
      "Twijfelt u over uw hoortoestel, het advies of de prijs? Vraag een second opinion aan, ook als u uw toestel elders kocht. U krijgt een eerlijk advies.",
  },
  hero: {
    eyebrow: "Second opinion",
    title: "Een frisse blik op uw gehoor en uw hoortoestel",
    intro:
      "Heeft u al een hoortoestel of een advies gekregen, maar twijfelt u? Dan kan een tweede mening helpen. Wij kijken nog eens goed naar uw gehoor en uw toestel, ook als u dat ergens anders heeft gekocht. Daarna krijgt u een eerlijk en duidelijk advies.",
    image: "care-second-opinion-hero",
  },
  sections: [
    {
      type: "list",
      id: "redenen",
      title: "Wanneer is een second opinion zinvol?",
      intro: "Er zijn veel redenen om een tweede mening te vragen. Herkent u een van deze situaties?",
      items: [
        {
          title: "U twijfelt aan het advies",
          description:
            "U heeft een advies gekregen voor een bepaald hoortoestel, maar weet niet zeker of dat echt het beste is voor u.",
        },
        {
          title: "U twijfelt over de prijs",
          description: "De prijs is hoger dan u had verwacht en u wilt weten of een ander toestel ook geschikt is.",
        },
        {
          title: "Uw hoortoestel helpt niet genoeg",
          description: "U verstaat gesprekken nog steeds moeilijk, vooral in gezelschap of in drukke ruimtes.",
        },
        {
          title: "Het toestel zit niet prettig",
          description: "Het drukt, schuurt of valt uit uw oor, of u voelt het de hele dag.",
        },
        {
          title: "Het toestel fluit of piept",
          description:
            "U of de mensen om u heen horen regelmatig een fluittoon. Dat kan komen door de pasvorm of de instelling. Beide kijken we na.",
        },
        {
          title: "U wilt de instelling laten controleren",
          description: "U wilt laten nagaan of uw hoortoestel goed is afgesteld op uw gehoor.",
        },
        {
          title: "U weet niet of een nieuw toestel nodig is",
          description: "U krijgt het advies om uw toestel te vervangen, maar vraagt zich af of dat nu al nodig is.",
        },
      ],
    },
    {
      type: "steps",
      id: "zo-werkt-het",
      title: "Zo gaat een second opinion",
      intro: "U weet vooraf wat er gebeurt. We nemen de tijd en leggen elke stap uit.",
      steps: [
        {
          title: "Een gesprek over uw ervaringen",
          description:
            "We beginnen met een rustig gesprek. Wat gaat goed, waar loopt u tegenaan en wat wilt u graag weer horen? Ook het advies dat u eerder kreeg, bespreken we.",
        },
        {
          title: "Een hoortest",
          description:
            "We meten uw gehoor opnieuw. Zo weten we hoe uw gehoor er nu voor staat en of uw toestel daarbij past.",
        },
        {
          title: "Controle van uw hoortoestel",
          description:
            "We bekijken hoe uw toestel is ingesteld en hoe het in uw oor zit, ook als u het ergens anders heeft gekocht. We letten onder meer op het volume, de programma's en de pasvorm van het oorstukje.",
        },
        {
          title: "Een eerlijk advies",
          description:
            "U hoort van ons wat we hebben gezien en wat we u aanraden. Soms is een kleine aanpassing van de instelling of het oorstukje al genoeg. Is een ander toestel beter voor u, dan leggen we uit waarom. En hoeft er niets te veranderen, dan zeggen we dat ook.",
        },
      ],
    },
    {
      type: "list",
      id: "meenemen",
      title: "Wat neemt u mee?",
      intro: "Hiermee kunnen we u het beste helpen. Heeft u niet alles, dan is dat geen probleem.",
      items: [
        {
          title: "Uw huidige hoortoestellen",
          description: "Met de oplader of reservebatterijen en de oorstukjes of dopjes die u gebruikt.",
        },
        {
          title: "Eerdere uitslagen van hoortesten",
          description:
            "Heeft u een audiogram of andere uitslagen van een eerdere hoortest, neem die dan mee. Zo zien we ook hoe uw gehoor in de loop van de tijd is veranderd.",
        },
        {
          title: "Het advies of de prijsopgave",
          description: "Als u een advies of offerte heeft gekregen die u wilt laten beoordelen.",
        },
        {
          title: "Uw vragen",
          description:
            "Schrijf vooraf op wat u wilt weten en wat u opvalt in het dagelijks leven. Zo vergeet u niets tijdens het gesprek.",
        },
        {
          title: "Iemand die met u meekomt",
          description:
            "Neem gerust uw partner of een familielid mee. Die merkt vaak goed in welke situaties u iets mist.",
        },
      ],
    },
    {
      type: "text",
      id: "eerlijk-advies",
      title: "Eerlijk, en u zit nergens aan vast",
      paragraphs: [
        "We verkopen zelf ook hoortoestellen, van verschillende grote merken. Dat zeggen we er open bij. Toch adviseren we eerlijk, ook als dat betekent dat u niets nieuws nodig heeft.",
        // The price, from content/prices.yaml, so 'nergens aan vast' is never read as 'free'.
        marked`Een second opinion kost ${fact(formatPrice(secondOpinionPrice), secondOpinionPrice.placeholder === true)}. Daarna zit u nergens aan vast: u hoeft bij ons geen hoortoestel te kopen en u kunt met ons advies ook terug naar uw eigen audicien.`,
        "Heeft u pijn aan uw oor of komt er vocht uit uw oor? Neem dan eerst contact op met uw huisarts.",
      ],
    },
    { type: "shared-text", id: "plotseling-slechter-horen", text: "plotseling-slechter-horen" },
    { type: "trust", trust },
  ],
  cta: {
    title: "Een tweede mening over uw hoortoestel?",
    text: "Maak een afspraak in Hurdegaryp of Wieringerwerf: we luisteren naar u en kijken met u mee. Twijfelt u of een second opinion in uw situatie zinvol is? Neem dan eerst contact met ons op.",
    appointment: "Afspraak maken",
    contact: "Contact voor advies",
  },
};

export default page;
