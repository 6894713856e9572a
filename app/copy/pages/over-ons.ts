import team from "#/content/team.yaml";
import { practiceFact, warranty } from "#/app/data/business.ts";
import { marked } from "#/app/copy/marked-text.ts";
import type { ContentPage } from "#/app/copy/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Over ons",
    description:
      "Maak kennis met ons team, onze vestigingen in Hurdegaryp en Wieringerwerf en waar wij voor staan: persoonlijke hoorzorg, dichtbij huis.",
  },
  hero: {
    eyebrow: "Over ons",
    title: "Persoonlijke hoorzorg, dichtbij huis",
    intro: marked`Wij zijn een kleine hoorzorgpraktijk met twee vestigingen: in het Friese Hurdegaryp en in Wieringerwerf in Noord-Holland. Al ruim ${practiceFact("yearsOfExperience", (years) => `${years} jaar`)} helpen we mensen met hoortoestellen, gehoorbescherming op maat en advies over hun gehoor. Bij ons staat u centraal, niet het product.`,
    image: "about-hero",
  },
  sections: [
    {
      type: "text",
      id: "missie",
      title: "Onze missie",
      paragraphs: [
        "Goed horen maakt het leven lichter. U volgt een gesprek aan tafel makkelijker, u hoort de deurbel en u doet ontspannener mee op een verjaardag. En wie zijn gehoor op tijd beschermt, verkleint de kans op gehoorschade. Daar willen wij u bij helpen: met een hoortoestel dat bij u past, met gehoorbescherming op maat en met eerlijk advies.",
        marked`We leggen alles uit in gewone taal. U begint met een gratis hoortest en probeert een hoortoestel eerst in uw eigen omgeving voordat u beslist. Ook na de aankoop blijven we voor u klaarstaan, met een evaluatie na 3 weken, een nazorgafspraak na 4 maanden en ${warranty}.`,
      ],
    },
    {
      type: "team",
      id: "team",
      title: "Ons team",
      intro: "Bij ons ziet u vertrouwde gezichten. Dit zijn de mensen die u in de praktijk ontmoet.",
      members: team.members,
    },
    {
      type: "locations",
      id: "locaties",
      title: "Onze twee vestigingen",
      intro:
        "U vindt ons in Friesland en in Noord-Holland. Op beide plekken parkeert u gratis en is de praktijk goed toegankelijk, ook als u minder goed ter been bent.",
      items: [
        {
          branch: "hurdegaryp",
          text: "Onze praktijk in Hurdegaryp is er voor het dorp en de omgeving, van Leeuwarden tot Burgum en Dokkum. Alle behandelkamers liggen op de begane grond.",
          images: ["about-hurdegaryp-outside", "about-hurdegaryp-inside"],
        },
        {
          branch: "wieringerwerf",
          text: "In Wieringerwerf zitten we in de winkel van een opticien. Zo kunt u voor uw ogen en uw oren naar één adres.",
          images: ["about-wieringerwerf-outside", "about-wieringerwerf-inside"],
        },
      ],
    },
    {
      type: "benefits",
      id: "kernwaarden",
      title: "Waar wij voor staan",
      intro: "Drie waarden bepalen hoe wij werken, bij elke afspraak opnieuw.",
      items: [
        {
          title: "Persoonlijke aandacht",
          description:
            "Iedereen hoort anders en ieder leven is anders. Daarom nemen we de tijd om te luisteren naar uw wensen en de situaties waarin horen u moeite kost. Neem gerust uw partner of een familielid mee.",
          icon: "heart",
        },
        {
          title: "Innovatie",
          description:
            "We volgen de ontwikkelingen in hoortoestellen en gehoorbescherming op de voet. Zo kunt u kiezen uit moderne oplossingen, zoals oplaadbare hoortoestellen of toestellen die u met uw telefoon verbindt. We raden alleen techniek aan die u echt verder helpt.",
          icon: "lightbulb",
        },
        {
          title: "Transparantie",
          description:
            "U weet vooraf waar u aan toe bent: wat een oplossing kost, wat uw zorgverzekeraar vergoedt en wat u zelf betaalt. We geven eerlijk advies, ook als dat betekent dat u nog geen hoortoestel nodig heeft.",
          icon: "eye",
        },
      ],
    },
  ],
  cta: {
    title: "Kennismaken?",
    text: "Heeft u een vraag over uw gehoor of wilt u eerst eens kennismaken? Neem gerust contact met ons op. We helpen u graag verder.",
    contact: "Contact voor advies",
  },
};

export default page;
