// Values that can never be the practice's real ones, whatever their marker says: addresses on
// domains reserved for examples or with "example" in their path, the example repository, a number made of zeros
// (also a VAT number's). `npm run
// check:publish` counts them as examples, so un-marking a field too early does not let one go live.
import { EXAMPLE_REPOSITORY } from "#/src/data/schema/website.ts";

/** Top-level domains that never reach anyone (RFC 2606 and 6761). */
const reservedTopLevel = new Set(["example", "test", "invalid", "localhost", "local"]);

/** example.com, www.example.nl, afspraak.example.nl: any domain named "example", on any extension. */
function exampleHost(host: string): boolean {
  const labels = host.toLowerCase().replace(/\.$/, "").split(".");
  return reservedTopLevel.has(labels.at(-1)!) || labels.slice(0, -1).includes("example");
}

/** https://www.linkedin.com/company/example: a real site, but "example" as a part of the path. */
function examplePath(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  return new URL(value).pathname.split("/").some((segment) => decodeURIComponent(segment).toLowerCase() === "example");
}

function hostOf(value: string): string | undefined {
  const email = /^[^\s@]+@([^\s@]+)$/.exec(value);
  if (email) return email[1];
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return undefined;
  return new URL(value).hostname;
}

/** Why a value can never be real, in Dutch; undefined when it might be. */
export function neverReal(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  const host = hostOf(text);
  if (host && exampleHost(host)) return `${host} is een voorbeelddomein, geen adres van de praktijk`;
  if (examplePath(text)) return `"example" in het adres wijst op een voorbeeldpagina, niet op die van de praktijk`;
  if (text === EXAMPLE_REPOSITORY) return "dit is de voorbeeldrepository, niet die van de praktijk";
  if (/^0{6,}$/.test(text.replace(/[\s.]/g, ""))) return "een nummer van alleen nullen is een voorbeeld";
  if (/^NL0{9}B\d{2}$/i.test(text.replace(/[\s.]/g, ""))) return "een btw-nummer van alleen nullen is een voorbeeld";
  return undefined;
}
