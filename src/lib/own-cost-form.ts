/**
 * The calculator's form on /kosten-en-vergoeding as text: Dutch amounts as typed ("€ 4.000",
 * "1.599,99"), their checks, and the address (query string) that carries them, so a result can
 * be shared, bookmarked and printed.
 */
import { ownCost, ownCostProblems, type OwnCost, type OwnCostField, type OwnCostInput } from "#/src/lib/own-cost.ts";
import { parseEuros } from "#/src/lib/price.ts";

export { parseEuros };

/** The form as the visitor typed it. `category` is the shortcut that filled in the maximum ("" for none). */
export type OwnCostForm = {
  price: string;
  insurerMaximum: string;
  category: string;
  adult: boolean;
  eigenRisicoOpen: string;
  supplementary: string;
};

/** The query string's names, in Dutch: ?prijs=4000&vergoeding=1600&leeftijd=18-plus&eigen-risico=300. */
const names = {
  price: "prijs",
  insurerMaximum: "vergoeding",
  category: "categorie",
  eigenRisicoOpen: "eigen-risico",
  supplementary: "aanvullend",
} as const satisfies Record<Exclude<keyof OwnCostForm, "adult">, string>;
const AGE = { name: "leeftijd", adult: "18-plus", young: "onder-18" } as const;

export type OwnCostCheck =
  { ok: true; input: OwnCostInput; result: OwnCost } | { ok: false; problems: Partial<Record<OwnCostField, string>> };

/**
 * The form's values checked and, when they can be, worked out. `eigenRisicoOfYear`: the year's
 * eigen risico, the most that can be open (unchecked when the year's amount is unknown).
 */
export function checkOwnCostForm(
  form: OwnCostForm,
  eigenRisicoOfYear?: OwnCostInput["eigenRisicoOfYear"],
): OwnCostCheck {
  const input: OwnCostInput = {
    price: parseEuros(form.price) ?? 0,
    insurerMaximum: parseEuros(form.insurerMaximum) ?? 0,
    adult: form.adult,
    eigenRisicoOpen: parseEuros(form.eigenRisicoOpen) ?? 0,
    supplementary: parseEuros(form.supplementary) ?? 0,
    ...(eigenRisicoOfYear ? { eigenRisicoOfYear } : {}),
  };
  const problems = ownCostProblems(input);
  if (form.price.trim() === "") problems.price = "Vul de prijs van het hoortoestel in.";
  if (form.insurerMaximum.trim() === "") {
    problems.insurerMaximum = "Vul in wat uw zorgverzekeraar hoogstens vergoedt, of kies een categorie.";
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, input, result: ownCost(input) };
}

/** The form as a query string, without the fields left empty. */
export function formToQuery(form: OwnCostForm): string {
  const params = new URLSearchParams();
  for (const [field, name] of Object.entries(names) as [keyof typeof names, string][]) {
    const value = form[field].trim();
    if (value) params.set(name, value);
  }
  params.set(AGE.name, form.adult ? AGE.adult : AGE.young);
  return params.toString();
}

/** The form from an address's query string; what it does not name stays as in `fallback`. */
export function formFromQuery(search: string, fallback: OwnCostForm): OwnCostForm {
  const params = new URLSearchParams(search);
  if (![...Object.values(names), AGE.name].some((name) => params.has(name))) return fallback;
  const form: OwnCostForm = {
    ...fallback,
    price: "",
    insurerMaximum: "",
    category: "",
    eigenRisicoOpen: "",
    supplementary: "",
  };
  for (const [field, name] of Object.entries(names) as [keyof typeof names, string][]) {
    form[field] = params.get(name)?.slice(0, 20) ?? "";
  }
  form.adult = params.get(AGE.name) !== AGE.young;
  return form;
}
