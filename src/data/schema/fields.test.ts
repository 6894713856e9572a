import { describe, expect, it } from "vitest";
import { normalisers, patterned, phone } from "#/src/data/schema/fields.ts";

// Values an owner types another way than the site writes them: each is read (by the build) and
// rewritten (by the editor, on leaving the field) the one way, or still refused when it is no such value.

describe("a number written in groups", () => {
  const kvk = patterned(/^\d{8}$/, "een KvK-nummer heeft 8 cijfers", { title: "KvK-nummer" }, "digits");
  it.each(["12 34 56 78", "1234 5678", " 12.34.56.78 ", "12345678"])("reads %j as its 8 digits", (typed) => {
    expect(kvk.parse(typed)).toBe("12345678");
    expect(normalisers.digits(typed.trim())).toBe("12345678");
  });
  it("still refuses a number of another length, in the owner's words", () => {
    expect(kvk.safeParse("12 34 56 7").error?.issues[0]?.message).toBe("een KvK-nummer heeft 8 cijfers");
    expect(kvk.safeParse("12-34-56-78").success).toBe(false);
  });
});

describe("a phone number", () => {
  const number = phone("Telefoonnummer");
  it.each([
    ["0511 123 456", "+31 511 123 456"],
    ["06-12345678", "+31 6 12345678"],
    ["06 12 34 56 78", "+31 6 12 34 56 78"],
    ["+31 (0)6 12345678", "+31 6 12345678"],
    ["+31 0511 123 456", "+31 511 123 456"],
    ["0031 511 123456", "+31 511 123456"],
    ["+31  511  123 456", "+31 511 123 456"],
    ["+31 511 123 456", "+31 511 123 456"],
  ])("reads %j as %j", (typed, written) => {
    expect(number.parse(typed)).toBe(written);
    expect(normalisers.phone(typed)).toBe(written);
  });
  it("still refuses a number that is not Dutch or has too few digits", () => {
    expect(number.safeParse("+32 11 123 456").error?.issues[0]?.message).toMatch(/^schrijf het nummer met \+31 ervoor/);
    expect(number.safeParse("0511 123 45").success).toBe(false);
  });
});

describe("a WhatsApp number", () => {
  const whatsapp = patterned(/^31\d{9}$/, "alleen cijfers", { title: "WhatsApp-nummer" }, "whatsapp");
  it.each(["06-12345678", "06 1234 5678", "+31 6 12345678", "+31 (0)6 12345678", "0031612345678", "31612345678"])(
    "reads %j as 31612345678",
    (typed) => expect(whatsapp.parse(typed)).toBe("31612345678"),
  );
  it("still refuses a number that is not Dutch", () => {
    expect(whatsapp.safeParse("+32 470 12 34 56").success).toBe(false);
  });
});

describe("a postcode", () => {
  const postcode = patterned(/^\d{4} [A-Z]{2}$/, "schrijf de postcode als 1234 AB", { title: "Postcode" }, "postcode");
  it.each(["1234ab", "1234 ab", "1234  AB", "1234AB", "1234 AB"])("reads %j as 1234 AB", (typed) => {
    expect(postcode.parse(typed)).toBe("1234 AB");
  });
  it("still refuses one that is no Dutch postcode", () => {
    expect(postcode.safeParse("123 AB").error?.issues[0]?.message).toBe("schrijf de postcode als 1234 AB");
  });
});
