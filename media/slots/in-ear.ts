import type { MediaEntry } from "#/media/types.ts";

/** Pictures of the two in-ear monitor pages. */
export const inEarSlots = {
  "in-ear-musicians-hero": {
    photo:
      "Zangeres op een verlicht podium met een in-ear monitor op maat in het oor en de kabel langs haar nek naar de bodypack",
    ratio: [16, 9],
    placeholder: {
      art: { kind: "loop", loop: "stage" },
      alt: "Illustratie van een podium met in-ear monitors en geluidsgolven",
    },
  },
  "in-ear-gamers-hero": {
    photo:
      "Gamer aan een bureau met twee schermen en een toetsenbord, met zwarte in-ear monitors op maat in beide oren",
    ratio: [16, 9],
    placeholder: {
      art: { kind: "loop", loop: "gaming" },
      alt: "Illustratie van een gamebureau met een scherm, een toetsenbord en in-ear monitors",
    },
  },

  "in-ear-design-01": {
    photo: "Twee transparante in-ear monitors op maat waardoor de drivers en de bedrading binnenin zichtbaar zijn",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["clear"], finish: "transparent" },
      alt: "Illustratie van twee transparante in-ear monitors met zichtbare drivers",
    },
  },
  "in-ear-design-02": {
    photo: "Twee in-ear monitors in transparant rookgrijs op een zwarte ondergrond, met de kabel in een lus erachter",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["smoke"], finish: "transparent" },
      alt: "Illustratie van twee rookgrijze, transparante in-ear monitors",
    },
  },
  "in-ear-design-03": {
    photo:
      "In-ear monitors met een petrolblauwe schelp en een koraalrode faceplate, naast elkaar op een lichte houten tafel",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["petrol", "coral"], finish: "two-tone" },
      alt: "Illustratie van twee in-ear monitors in petrolblauw en koraalrood",
    },
  },
  "in-ear-design-04": {
    photo:
      "In-ear monitors in gemarmerd blauw en wit, van dichtbij gefotografeerd zodat het marmerpatroon goed zichtbaar is",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["blue", "white"], finish: "marbled" },
      alt: "Illustratie van twee in-ear monitors in blauw-wit marmer",
    },
  },
  "in-ear-design-05": {
    photo: "Twee glanzend rode in-ear monitors met een zwarte kabel, liggend op een basgitaar",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["red"], finish: "glossy" },
      alt: "Illustratie van twee glanzend rode in-ear monitors",
    },
  },
  "in-ear-design-06": {
    photo: "Effen zwarte in-ear monitors op maat op een zwarte flightcase, ingetogen en nauwelijks zichtbaar",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["black"], finish: "solid" },
      alt: "Illustratie van twee effen zwarte in-ear monitors",
    },
  },
  "in-ear-design-07": {
    photo: "Twee lila transparante in-ear monitors op de toetsen van een keyboard",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["lilac"], finish: "transparent" },
      alt: "Illustratie van twee lila, transparante in-ear monitors",
    },
  },
  "in-ear-design-08": {
    photo: "In-ear monitors met een turquoise schelp en een amberkleurige faceplate, naast een paar drumstokken",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["teal", "amber"], finish: "two-tone" },
      alt: "Illustratie van twee in-ear monitors in turquoise en amber",
    },
  },
  "in-ear-design-09": {
    photo: "Glanzend witte in-ear monitors met een transparante kabel op een microfoonstandaard",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["white"], finish: "glossy" },
      alt: "Illustratie van twee glanzend witte in-ear monitors",
    },
  },
  "in-ear-design-10": {
    photo: "In-ear monitors in gemarmerd zwart en wit in de open hand van een muzikant, vlak voor een optreden",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["black", "white"], finish: "marbled" },
      alt: "Illustratie van twee in-ear monitors in zwart-wit marmer",
    },
  },

  "in-ear-material-carbon-1": {
    photo:
      "Close-up van een in-ear monitor met een faceplate van zwart carbon, waarop het geweven patroon goed zichtbaar is",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "material", material: "carbon", colour: "black", variant: 1 },
      alt: "Illustratie van het geweven patroon van zwart carbon",
    },
  },
  "in-ear-material-carbon-2": {
    photo: "Close-up van een faceplate van carbon met een blauwe glans op een zwarte in-ear monitor",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "material", material: "carbon", colour: "blue", variant: 2 },
      alt: "Illustratie van het geweven patroon van carbon met een blauwe tint",
    },
  },
  "in-ear-material-carbon-3": {
    photo: "Close-up van een in-ear monitor met een faceplate van rood carbon onder strijklicht",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "material", material: "carbon", colour: "red", variant: 3 },
      alt: "Illustratie van het geweven patroon van carbon met een rode tint",
    },
  },
  "in-ear-material-glitter-1": {
    photo: "Close-up van een faceplate met blauwe glitter die oplicht in het licht van een spot",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "material", material: "glitter", colour: "blue", variant: 1 },
      alt: "Illustratie van blauwe glitter in een heldere schelp",
    },
  },
  "in-ear-material-glitter-2": {
    photo: "Close-up van een in-ear monitor met een faceplate van lila glitter in een transparante schelp",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "material", material: "glitter", colour: "lilac", variant: 2 },
      alt: "Illustratie van lila glitter in een heldere schelp",
    },
  },
  "in-ear-material-glitter-3": {
    photo: "Close-up van een faceplate met goudkleurige glitter op een zwarte in-ear monitor",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "material", material: "glitter", colour: "amber", variant: 3 },
      alt: "Illustratie van goudkleurige glitter in een heldere schelp",
    },
  },
  "in-ear-material-wood-1": {
    photo: "Close-up van een in-ear monitor met een faceplate van licht hout met een duidelijke nerf",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "material", material: "wood", colour: "amber", variant: 1 },
      alt: "Illustratie van de nerf van licht, honingkleurig hout",
    },
  },
  "in-ear-material-wood-2": {
    photo: "Close-up van een faceplate van roodbruin hout op een transparante in-ear monitor",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "material", material: "wood", colour: "red", variant: 2 },
      alt: "Illustratie van de nerf van roodbruin hout",
    },
  },
  "in-ear-material-wood-3": {
    photo: "Close-up van een in-ear monitor met een faceplate van donker hout en een glanzende laklaag",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "material", material: "wood", colour: "black", variant: 3 },
      alt: "Illustratie van de nerf van donker hout",
    },
  },

  "in-ear-production-01": {
    photo: "Medewerker in de Duitse werkplaats scant een oorafdruk met een 3D-scanner",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "production", step: "scan" },
      alt: "Illustratie van een oorafdruk in een 3D-scanner",
    },
  },
  "in-ear-production-02": {
    photo:
      "Computerscherm met het digitale 3D-model van een in-ear schelp, waarin de plek voor de drivers is uitgetekend",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "production", step: "model" },
      alt: "Illustratie van een computerscherm met een 3D-model van een oorschelp",
    },
  },
  "in-ear-production-03": {
    photo: "3D-printer in de werkplaats, met een bouwplaat vol pas geprinte schelpen voor in-ear monitors",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "production", step: "print" },
      alt: "Illustratie van een 3D-printer die schelpen print",
    },
  },
  "in-ear-production-04": {
    photo: "Geprinte schelpen die in een lichtkast onder uv-licht uitharden",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "production", step: "cure" },
      alt: "Illustratie van schelpen die onder uv-licht uitharden",
    },
  },
  "in-ear-production-05": {
    photo: "Handen van een vakman die een in-ear schelp met een kleine frees gladschuurt en afwerkt",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "production", step: "finish" },
      alt: "Illustratie van een schelp die met een frees wordt afgewerkt",
    },
  },
  "in-ear-production-06": {
    photo: "Een in-ear schelp krijgt met een fijn penseel een glanzende laklaag",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "production", step: "lacquer" },
      alt: "Illustratie van een schelp die een laklaag krijgt",
    },
  },
  "in-ear-production-07": {
    photo: "Vakman plaatst met een pincet een faceplate van carbon op een in-ear monitor",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "production", step: "faceplate" },
      alt: "Illustratie van een faceplate die op een in-ear monitor wordt geplaatst",
    },
  },
  "in-ear-production-08": {
    photo: "Eindcontrole: een paar in-ear monitors wordt aan meetapparatuur gekoppeld en doorgemeten",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "production", step: "quality" },
      alt: "Illustratie van een in-ear monitor naast een meetapparaat met een grafiek",
    },
  },
  "in-ear-production-09": {
    photo: "Een afgewerkt paar in-ear monitors met kabel wordt zorgvuldig ingepakt voor verzending",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "production", step: "pack" },
      alt: "Illustratie van een paar in-ear monitors in een verpakking",
    },
  },

  "in-ear-hl5": {
    photo:
      "Een paar HL5 Gaming Edition in-ear monitors in zwart en koraal naast een gamecontroller, met de losse 2-pin-kabel",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["black", "coral"], finish: "two-tone" },
      alt: "Illustratie van twee in-ear monitors in zwart en koraal met een kabel",
    },
  },

  "in-ear-gaming-gallery-01": {
    photo:
      "Gamer met in-ear monitors op maat, geconcentreerd tijdens een wedstrijd aan een bureau met sfeerverlichting",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "gaming" },
      alt: "Illustratie van een gamebureau met een scherm, een toetsenbord en een muis",
    },
  },
  "in-ear-gaming-gallery-02": {
    photo: "Zwarte in-ear monitors met een rode faceplate naast een gamingmuis op een bureaumat",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["black", "red"], finish: "two-tone" },
      alt: "Illustratie van twee in-ear monitors in zwart en rood",
    },
  },
  "in-ear-gaming-gallery-03": {
    photo:
      "Streamer met in-ear monitors achter een microfoon aan een arm, met een camera en een ringlamp op het bureau",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "streaming" },
      alt: "Illustratie van een streamopstelling met een microfoon, een camera en een scherm",
    },
  },
  "in-ear-gaming-gallery-04": {
    photo: "Transparante rookgrijze in-ear monitors op een mechanisch toetsenbord met verlichte toetsen",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "keyboard" },
      alt: "Illustratie van twee rookgrijze, transparante in-ear monitors op een toetsenbord met verlichte toetsen",
    },
  },
  "in-ear-gaming-gallery-05": {
    photo: "Twee spelers van een e-sportsteam naast elkaar achter hun schermen, beiden met in-ear monitors in",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "esports" },
      alt: "Illustratie van twee gamebureaus naast elkaar, elk met een scherm en een gamestoel, onder het vaandel van het team",
    },
  },
  "in-ear-gaming-gallery-06": {
    photo: "Glanzend blauwe in-ear monitors met de kabel opgerold naast een draadloze gamecontroller",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "monitor", colours: ["blue"], finish: "glossy" },
      alt: "Illustratie van twee glanzend blauwe in-ear monitors",
    },
  },
} satisfies Record<string, MediaEntry>;
