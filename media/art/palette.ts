// Site colours for the artwork. These mirror the CSS tokens in src/app.css; keep them in sync.

export const P = {
  petrol950: "#06303a",
  petrol900: "#0a3d48",
  petrol800: "#0e4f5c",
  petrol700: "#146272",
  petrol600: "#1b7686",
  teal200: "#bfe0dd",
  teal100: "#dcefed",
  teal50: "#eef7f6",
  coral700: "#a8391f",
  coral600: "#b9442a",
  coral100: "#fbe4dc",
  amber400: "#f2b441",
  canvas: "#fbf8f4",
  ink: "#1e2b33",
  line: "#d9e1e3",
  white: "#ffffff",
};

/** Base colour of each custom-shell colour; `clear` and `smoke` are drawn translucent. */
export const SHELL = {
  petrol: "#1b6f80",
  teal: "#56b8b0",
  coral: "#e07a5f",
  amber: "#f0a23b",
  red: "#c93a30",
  blue: "#6f9bd6",
  lilac: "#b7a3dc",
  green: "#8fc7a2",
  yellow: "#f6d443",
  black: "#2b3138",
  white: "#f6f5f1",
  clear: "#e4f1f2",
  smoke: "#4b535c",
};
