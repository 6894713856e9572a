import { describe, expect, it } from "vitest";
import { requiredSharedTexts } from "#/src/copy/advice-rules.ts";

// Each shared text (src/copy/shared-texts.ts) with sentences that must ask for it, and sentences
// close to them that must not.
const rules: { advice: string; when: string; asks: string[]; not: string[] }[] = [
  {
    advice: "plotseling-slechter-horen",
    when: "a sentence is about sudden hearing loss",
    asks: [
      "Hoort u plotseling slechter aan één oor?",
      "Bent u plotseling slechter gaan horen?",
      "Hoort u opeens veel minder?",
      "of samengaat met plotseling gehoorverlies of duizeligheid.",
      "Bij plotselinge doofheid telt elke dag.",
      "Wie plotsdoof wordt, belt de huisarts.",
    ],
    not: [
      "Bij hogere en plotselinge geluiden werkt het minder goed.",
      "Gehoorverlies ontstaat meestal langzaam. Plotseling is de wereld stiller met een koptelefoon op.",
      "Ga naar de huisarts als de tinnitus plotseling ontstaat.",
    ],
  },
  {
    advice: "zwemmen-met-buisjes",
    when: "grommets come up",
    asks: [
      "Heeft uw kind buisjes?",
      "Trommelvliesbuisjes worden vaak geplaatst.",
      "Onze zoon heeft buisjes in zijn oren.",
    ],
    not: ["Het buisje van een hoortoestel vervangt u zelf."],
  },
  {
    advice: "geluid-bij-concerten",
    when: "concert or festival levels are given",
    asks: [
      "Tijdens een concert ligt het geluidsniveau tussen de 100 en 120 dB.",
      "Op een festival ligt het geluidsniveau meestal tussen de **100 en 110 dB**.",
      "100–120 dB Tijdens een gemiddeld concert",
    ],
    not: ["Op een podium loopt het geluid op tot 100 à 120 dB.", "Gaat u naar een concert? Neem oordoppen mee."],
  },
  {
    advice: "na-hard-geluid",
    when: "ears ring or sound muffled after loud sound",
    asks: [
      "## Uw oren piepen na het festival: wat nu?",
      "Merkt u na het luisteren dat uw oren suizen, of dat geluid dof klinkt?",
    ],
    not: [
      "Schuimdopjes dempen de hoge tonen, zodat muziek dof klinkt.",
      "Ook een vol of dof gevoel in de oren kan een signaal zijn.",
    ],
  },
  {
    advice: "oorsuizen-huisarts",
    when: "a text lists when tinnitus needs the GP soon",
    asks: [
      "Ga snel naar de huisarts als de tinnitus aan één kant zit of klopt op uw hartslag.",
      "Het suizen zit alleen in één oor.",
    ],
    not: ["Het gevolg kan oorsuizen of duizeligheid zijn."],
  },
];

describe("requiredSharedTexts", () => {
  describe.each(rules)("$advice, where $when", ({ advice, asks, not }) => {
    it.each(asks)("is asked for: %s", (text) => {
      expect(requiredSharedTexts(text)).toEqual([advice]);
    });
    it.each(not)("is not asked for: %s", (text) => {
      expect(requiredSharedTexts(text)).toEqual([]);
    });
  });
});
