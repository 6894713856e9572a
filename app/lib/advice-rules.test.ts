import { describe, expect, it } from "vitest";
import { requiredSharedTexts } from "#/app/lib/advice-rules.ts";

describe("requiredSharedTexts", () => {
  it.each([
    "Hoort u plotseling slechter aan één oor?",
    "Bent u plotseling slechter gaan horen?",
    "Hoort u opeens veel minder?",
    "of samengaat met plotseling gehoorverlies of duizeligheid.",
    "Bij plotselinge doofheid telt elke dag.",
    "Wie plotsdoof wordt, belt de huisarts.",
  ])("asks for the same-day advice when a sentence is about sudden hearing loss: %s", (text) => {
    expect(requiredSharedTexts(text)).toEqual(["plotseling-slechter-horen"]);
  });

  it.each([
    "Bij hogere en plotselinge geluiden werkt het minder goed.",
    "Gehoorverlies ontstaat meestal langzaam. Plotseling is de wereld stiller met een koptelefoon op.",
    "Ga naar de huisarts als de tinnitus plotseling ontstaat.",
  ])("does not when sudden and hearing loss are not one thought: %s", (text) => {
    expect(requiredSharedTexts(text)).toEqual([]);
  });

  it("asks for the swimming advice wherever grommets come up", () => {
    expect(requiredSharedTexts("Heeft uw kind buisjes?")).toEqual(["zwemmen-met-buisjes"]);
    expect(requiredSharedTexts("Trommelvliesbuisjes worden vaak geplaatst.")).toEqual(["zwemmen-met-buisjes"]);
    expect(requiredSharedTexts("Onze zoon heeft buisjes in zijn oren.")).toEqual(["zwemmen-met-buisjes"]);
    expect(requiredSharedTexts("Het buisje van een hoortoestel vervangt u zelf.")).toEqual([]);
  });

  it.each([
    "Tijdens een concert ligt het geluidsniveau tussen de 100 en 120 dB.",
    "Op een festival ligt het geluidsniveau meestal tussen de **100 en 110 dB**.",
    "100–120 dB Tijdens een gemiddeld concert",
  ])("asks for the covenant's context where concert or festival levels are given: %s", (text) => {
    expect(requiredSharedTexts(text)).toEqual(["geluid-bij-concerten"]);
  });

  it("does not for other loud places, or a concert without a level", () => {
    expect(requiredSharedTexts("Op een podium loopt het geluid op tot 100 à 120 dB.")).toEqual([]);
    expect(requiredSharedTexts("Gaat u naar een concert? Neem oordoppen mee.")).toEqual([]);
  });

  it.each([
    "## Uw oren piepen na het festival: wat nu?",
    "Merkt u na het luisteren dat uw oren suizen, of dat geluid dof klinkt?",
  ])("asks for the next-day advice where ears ring or sound muffled after loud sound: %s", (text) => {
    expect(requiredSharedTexts(text)).toEqual(["na-hard-geluid"]);
  });

  it("does not for muffled music, or a muffled feeling from a medicine", () => {
    expect(requiredSharedTexts("Schuimdopjes dempen de hoge tonen, zodat muziek dof klinkt.")).toEqual([]);
    expect(requiredSharedTexts("Ook een vol of dof gevoel in de oren kan een signaal zijn.")).toEqual([]);
  });

  it("asks for the one list of when tinnitus needs the GP soon wherever a text gives such a list", () => {
    expect(
      requiredSharedTexts("Ga snel naar de huisarts als de tinnitus aan één kant zit of klopt op uw hartslag."),
    ).toEqual(["oorsuizen-huisarts"]);
    expect(requiredSharedTexts("Het suizen zit alleen in één oor.")).toEqual(["oorsuizen-huisarts"]);
    expect(requiredSharedTexts("Het gevolg kan oorsuizen of duizeligheid zijn.")).toEqual([]);
  });
});
