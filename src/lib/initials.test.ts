import { expect, it } from "vitest";
import { initials } from "#/src/lib/initials.ts";

it.each([
  ["Marieke de Boer", "MB"],
  ["Pieter Dijkstra", "PD"],
  ["Anna Maria van der Berg", "AB"],
  ["Fenna", "F"],
  ["Özlem Yılmaz", "ÖY"],
])("%s → %s", (name, expected) => expect(initials(name)).toBe(expected));
