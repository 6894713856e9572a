import { describe, expect, it } from "vitest";
import { neverReal } from "#/src/data/never-real.ts";
import { EXAMPLE_REPOSITORY } from "#/src/data/schema/website.ts";

describe("values that can never be real", () => {
  it.each([
    "praktijk@example.nl",
    "info@example.com",
    "https://example.nl/contact",
    "https://afspraak.example.nl/klantportaal",
    "praktijk@klankwijs.test",
    "https://klankwijs.invalid/",
    "https://www.linkedin.com/in/example",
    "https://www.facebook.com/example/",
    "https://www.instagram.com/EXAMPLE?hl=nl",
    EXAMPLE_REPOSITORY,
    "000000000",
    "NL000000000B02",
  ])("%s is an example", (value) => {
    expect(neverReal(value)).toBeTruthy();
  });

  it.each([
    "info@klankwijs.nl",
    "https://www.klankwijs.nl",
    "https://www.example-hoorzorg.nl",
    "info@voorbeeldpraktijk.nl",
    "klankwijs/website",
    "12345678",
    "NL123456789B01",
    "+31 511 123 456",
    "Voorbeeldweg 12",
    "https://www.linkedin.com/company/klankwijs-hoorzorg",
    "https://www.linkedin.com/in/example-hoorzorg",
    "https://www.klankwijs.nl/blogs/example-van-een-gehoortest",
  ])("%s may be real", (value) => {
    expect(neverReal(value)).toBeUndefined();
  });
});
