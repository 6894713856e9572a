import type { SharedTextId } from "#/src/copy/shared-texts.ts";

/**
 * When a page or post must show one of the shared health texts (src/copy/shared-texts.ts): a
 * text that mentions the subject in any sentence gets the advice in the one agreed wording. A blog
 * post that lacks it does not build; the browser tests check every built page. (Which pages show
 * 'duurder-toestel' is not a matter of words: the three money pages, e2e/shared-texts.spec.ts.)
 */

/** Sentences, roughly: what one mention has to fit in. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

const sudden = /\b(plotseling|plotselinge|opeens|ineens)\b/i;
const hearingLoss = (s: string) =>
  /\b(doof|doofheid|gehoorverlies|slechthorend\w*)\b/i.test(s) ||
  (/\b(slechter|minder)\b/i.test(s) && /\b(hoor|hoort|horen|hoorde)\b/i.test(s));
const concertOrFestival = /\b(concert|concerten|festival|festivals|poppodi(um|a))\b/i;
/** A level a concert reaches: '110 dB', '100–120 dB', '100 tot 110 dB', '100 en 120 dB'. */
const concertLevel = /\b1[0-2]\d(\s*(–|-|tot|en|à)\s*1[0-2]\d)?\s*dB/i;
/** Ringing or muffled ears after loud sound: 'Uw oren piepen na het festival', 'na het luisteren … dof'. */
const earSymptom = /\b(piep\w*|suis\w*|dof|doffe|watten)\b/i;
const afterLoudSound = (s: string) =>
  /\b(na|nadat)\b/i.test(s) && /\b(festival\w*|concert\w*|avond\w*|luisteren|hard geluid|lawaai\w*|uitgaan)\b/i.test(s);

const rules: Partial<Record<SharedTextId, (sentence: string) => boolean>> = {
  "plotseling-slechter-horen": (s) => /plotsdoof/i.test(s) || (sudden.test(s) && hearingLoss(s)),
  // Grommets, not the tube of a hearing aid: 'trommelvliesbuisjes', or 'buisjes' with a child or ears.
  "zwemmen-met-buisjes": (s) =>
    /\btrommelvliesbuisjes?\b/i.test(s) ||
    (/\bbuisjes\b/i.test(s) && /\b(kind\w*|zoon|dochter|oor|oren|KNO)\b/i.test(s)),
  // An ear impression with a hole in the eardrum, after ear surgery or with a running ear.
  "oorafdruk-voorzichtig": (s) =>
    /\b(oor)?afdruk\w*/i.test(s) && /\b(gaatje|perforatie|geopereerd|operatie|loopoor|vocht uit)\b/i.test(s),
  "geluid-bij-concerten": (s) => concertOrFestival.test(s) && concertLevel.test(s),
  "na-hard-geluid": (s) => earSymptom.test(s) && afterLoudSound(s),
  // A list of when tinnitus needs the GP soon: one side, with the heartbeat.
  "oorsuizen-huisarts": (s) =>
    /\b(tinnitus|oorsuizen|suizen|piep)\b/i.test(s) && /(\bhartslag\b|(^|\s)(één|een) kant\b|(^|\s)één oor\b)/i.test(s),
};

/** The shared texts a text needs, by what it mentions. */
export function requiredSharedTexts(text: string): SharedTextId[] {
  const parts = sentences(text);
  return (Object.keys(rules) as SharedTextId[]).filter((id) => parts.some((sentence) => rules[id]!(sentence)));
}
