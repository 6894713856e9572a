import { describe, expect, it } from "vitest";
import { ARBO, dutyAtWork, GUIDELINE_BASIS, workProtectionSentence } from "#/src/copy/noise-rules.ts";
import {
  CRITERION_DB,
  CRITERION_HOURS,
  EXCHANGE_RATE_DB,
  formatDuration,
  permissibleMinutes,
} from "#/src/lib/noise-dose.ts";

describe("the calculator's guideline and the rules it names", () => {
  it("computes with the Arbobesluit's upper action value over its working day", () => {
    expect(CRITERION_DB).toBe(ARBO.upperActionDb);
    expect(CRITERION_HOURS).toBe(ARBO.averagedOverHours);
    expect(ARBO.lowerActionDb).toBeLessThan(ARBO.upperActionDb);
    expect(ARBO.upperActionDb).toBeLessThan(ARBO.limitDb);
  });

  it("names whose guideline it is, with the numbers it computes with", () => {
    expect(GUIDELINE_BASIS).toContain("Arbobesluit");
    expect(GUIDELINE_BASIS).toContain(`${CRITERION_DB} dB(A)`);
    expect(GUIDELINE_BASIS).toContain(`${CRITERION_HOURS} uur`);
    expect(GUIDELINE_BASIS).toContain(`Per ${EXCHANGE_RATE_DB} dB meer halveert de tijd`);
  });

  it("says once that below its limit the risk is not zero, and that an employer offers protection from the lower value", () => {
    expect(GUIDELINE_BASIS).toMatch(new RegExp(`onder ${CRITERION_DB} dB\\(A\\) is het risico niet nul`));
    expect(GUIDELINE_BASIS).toContain(`vanaf ${ARBO.lowerActionDb} dB(A) gehoorbescherming aanbieden`);
  });
});

describe("dutyAtWork: the work page never calls a time without protection a guideline where protection is compulsory", () => {
  it("says from how long a day protection is compulsory, from the upper action value on", () => {
    for (const level of [ARBO.upperActionDb, ARBO.upperActionDb + 3, 100]) {
      const duty = dutyAtWork(level)!;
      expect(duty).toContain("verplicht");
      expect(duty).toContain(`${formatDuration(permissibleMinutes(level))} of langer per dag`);
      expect(duty).not.toMatch(/richtlijn|hoogstens/i);
    }
  });

  it("says it is compulsory at once where the daily dose is reached within a minute", () => {
    expect(dutyAtWork(125)).toMatch(/verplicht, ook als het maar even duurt/);
  });

  it("between the action values, says from how long a day the employer must offer protection", () => {
    // The rule written out: the lower action value over 8 hours, halved for every 3 dB more.
    const offerFrom = (level: number) => 480 / 2 ** ((level - ARBO.lowerActionDb) / 3);
    for (const level of [ARBO.lowerActionDb, ARBO.lowerActionDb + 2, ARBO.upperActionDb - 1]) {
      const duty = dutyAtWork(level)!;
      expect(duty).toContain(`${formatDuration(offerFrom(level))} of langer per dag`);
      expect(duty).toContain("werkgever u gehoorbescherming aanbieden");
      expect(duty).not.toMatch(/verplicht|richtlijn/i);
    }
    expect(dutyAtWork(ARBO.lowerActionDb)).toContain("8 uur of langer");
  });

  it("has nothing to add below the lower action value", () => {
    expect(dutyAtWork(ARBO.lowerActionDb - 1)).toBeNull();
  });
});

describe("workProtectionSentence: the work plugs as protection at work", () => {
  it("sends the worker to the employer first, and claims no certification the practice has not stated", () => {
    const unconfirmed = workProtectionSentence(undefined);
    expect(unconfirmed).toMatch(/werkgever of de arbodienst/);
    expect(unconfirmed).not.toMatch(/CE|EN 352|SNR|gecertificeerd/);
  });

  it("states the certification exactly as the practice gives it, and still the employer's choice", () => {
    const stated = "CE-gemarkeerd als persoonlijk beschermingsmiddel volgens EN 352-2, SNR 27 dB";
    const sentence = workProtectionSentence(`${stated}.`);
    expect(sentence).toContain(`Onze werkoordoppen zijn ${stated}.`);
    expect(sentence).toMatch(/werkgever of de arbodienst/);
  });
});
