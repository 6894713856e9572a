import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "#/src/components/ui/email-address.tsx";

describe("EmailAddress", () => {
  it("may wrap after the '@' and before each dot, nowhere else", () => {
    expect(renderToStaticMarkup(<EmailAddress address="info@hoorzorg.example.nl" />)).toBe(
      '<bdi dir="ltr">info@<wbr/>hoorzorg<wbr/>.example<wbr/>.nl</bdi>',
    );
  });
});
