// The part of jsdom that scripts/compare-builds.ts uses (jsdom ships no types of its own).
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
