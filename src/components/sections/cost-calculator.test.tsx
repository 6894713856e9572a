import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CostCalculator } from "#/src/components/sections/cost-calculator.tsx";
import { DEDUCTIBLE_CONDITION } from "#/src/copy/reimbursement.ts";
import { ownCost } from "#/src/lib/own-cost.ts";
import { formatAmount } from "#/src/lib/price.ts";
import { WORKED_EXAMPLE } from "#/src/lib/tax-deduction.ts";

/** Fixture years, not the owner's amounts: 2030 confirmed, 2031 not. */
const eigenRisico = [
  { year: 2029, amount: 385, checked: "2028-11-20", source: "https://www.rijksoverheid.nl/" },
  { year: 2030, amount: 400, checked: "2029-11-20", source: "https://www.rijksoverheid.nl/" },
];

async function renderIn(date: string) {
  vi.setSystemTime(new Date(`${date}T10:00:00+01:00`));
  render(
    <CostCalculator
      id="rekenhulp"
      title="Wat betaal ik zelf?"
      intro="Vul de prijs in."
      categories={[]}
      eigenRisico={eigenRisico}
      checked="2029-11-23"
      disclaimer="Algemene informatie."
    />,
  );
  await act(() => Promise.resolve());
}

const plain = (element: HTMLElement) => element.textContent?.replace(/\s/g, " ");

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

describe("the cost calculator's eigen risico", () => {
  it("uses the amount of the year the visitor reads it in, and checks against it", async () => {
    await renderIn("2030-03-02");
    const field = screen.getByRole("textbox", { name: "Eigen risico dat in 2030 nog openstaat" });
    expect(field).toHaveAccessibleDescription(/^Tussen €\s0 en €\s400\./);
    fireEvent.change(field, { target: { value: "401" } });
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(plain(screen.getByRole("region"))).toContain("het eigen risico van 2030 op 20 november 2029");
  });

  it("says so when that year has no confirmed amount, names the last known one, and sets no limit", async () => {
    await renderIn("2031-01-15");
    const field = screen.getByRole("textbox", { name: "Eigen risico dat in 2031 nog openstaat" });
    expect(field).toHaveAccessibleDescription(
      /^Het eigen risico voor 2031 staat nog niet op onze site\. In 2030 was het €\s400\. Uw zorgverzekeraar/,
    );
    expect(plain(screen.getByRole("region"))).not.toContain("het eigen risico van 2031 op");
    fireEvent.change(field, { target: { value: "401" } });
    expect(field).toHaveAttribute("aria-invalid", "false");
  });
});

describe("the cost calculator's deductible part", () => {
  it("names the one condition for deducting the part above the reimbursement", async () => {
    await renderIn("2030-03-02");
    // The worked example it opens with has a part above the reimbursement.
    expect(plain(screen.getByRole("region"))).toContain(DEDUCTIBLE_CONDITION);
  });
});

describe("the cost calculator's line 'U betaalt zelf'", () => {
  it("repeats what the visitor pays, hidden from screen readers, which the result's live region tells once", async () => {
    await renderIn("2030-03-02");
    const line = screen.getByTestId("cost-result-line");
    expect(line).toHaveAttribute("aria-hidden", "true");
    expect(line.querySelector("[aria-live], [role]")).toBeNull();
    // The form opens with the Belastingdienst's worked example.
    const { youPay } = ownCost({
      price: WORKED_EXAMPLE.price,
      insurerMaximum: WORKED_EXAMPLE.insurerMaximum,
      adult: true,
      eigenRisicoOpen: WORKED_EXAMPLE.eigenRisicoRemaining,
    });
    expect(plain(line)).toBe(`U betaalt zelf ${formatAmount(youPay).replace(/\s/g, " ")}`);
    fireEvent.change(screen.getByRole("textbox", { name: "Prijs van het hoortoestel" }), { target: { value: "-1" } });
    expect(plain(line)).toContain("Controleer de velden");
  });
});
