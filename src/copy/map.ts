/** A branch's map: a drawing until the visitor asks for Google's map (two clicks, no cookies before). */
export const mapCopy = {
  show: "Kaart van Google Maps tonen",
  notice: "Pas na uw klik laadt de kaart van Google. Google kan daarbij cookies plaatsen.",
  route: "Route plannen",
  frameTitle: (name: string, address: string) => `Kaart: ${name}, ${address}`,
} as const;
