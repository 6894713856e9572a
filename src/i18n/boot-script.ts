import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, languages, STORAGE_KEY } from "#/src/i18n/languages.ts";

/** On <html> while the chrome's labels are not yet in the stored language. */
export const CHROME_PENDING_ATTRIBUTE = "data-chrome-pending";
/** If the header's script never comes, its Dutch labels show after this long. */
export const CHROME_PENDING_MAX_MS = 3000;

const rtl = languages.filter((l) => l.dir === "rtl").map((l) => l.code);
const known = languages.map((l) => l.code);

/**
 * Runs in <head> before the first paint: sets `lang` and `dir` from the stored
 * preference so a right-to-left visitor never sees the page flip after load, and
 * marks the document as scripted (`html.js`) for progressive enhancement, until an island's
 * script cannot load (Astro's `astro:hydration-error`): then the page falls back to its forms
 * without JavaScript rather than showing controls that do nothing. In another chrome language it
 * also holds back the header's labels (`data-chrome-label`, app.css), which the HTML has in Dutch,
 * until the header shows them in that language (src/components/islands/header.tsx), or at most
 * CHROME_PENDING_MAX_MS: no Dutch flashes before the chosen language.
 */
export const bootScript = `(function(d){d.classList.add("js");d.addEventListener("astro:hydration-error",function(){d.classList.remove("js")});try{var s=localStorage.getItem(${JSON.stringify(STORAGE_KEY)});if(!s)return;var k=${JSON.stringify(known)};var c=k.indexOf(s)<0?${JSON.stringify(FALLBACK_LANGUAGE)}:s;if(c===${JSON.stringify(DEFAULT_LANGUAGE)})return;d.lang=c;d.dir=${JSON.stringify(rtl)}.indexOf(c)<0?"ltr":"rtl";d.setAttribute(${JSON.stringify(CHROME_PENDING_ATTRIBUTE)},"");setTimeout(function(){d.removeAttribute(${JSON.stringify(CHROME_PENDING_ATTRIBUTE)})},${CHROME_PENDING_MAX_MS})}catch(e){}})(document.documentElement)`;
