// Placeholder artwork for scenes, buildings, workshop steps and people: a calm duotone
// composition of line pictograms (lucide icons, drawn large) on soft shapes in the palette.
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as Lucide from "lucide-react";
import { P } from "./palette.ts";

type Icon = keyof typeof Lucide;

export type Composition = {
  /** Background, soft disc and accent fill. */
  tones: { background: string; disc: string; accent: string; ink: string };
  /** The main pictogram and up to four smaller companions. */
  main: Icon;
  companions?: Icon[];
};

function icon(name: Icon, x: number, y: number, size: number, colour: string, stroke: number): string {
  const component = Lucide[name] as unknown as ComponentType<Record<string, unknown>>;
  const markup = renderToStaticMarkup(
    createElement(component, { size, color: colour, strokeWidth: stroke, absoluteStrokeWidth: false }),
  );
  return markup.replace("<svg", `<svg x="${x}" y="${y}"`).replace(/ class="[^"]*"/, "");
}

export function iconArt({ tones, main, companions = [] }: Composition, width: number, height: number): string {
  const unit = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  const discR = unit * 0.36;
  const mainSize = unit * 0.42;
  const slots: [number, number][] = [
    [-0.34, -0.26],
    [0.34, -0.22],
    [-0.3, 0.28],
    [0.32, 0.3],
  ];
  const smallSize = unit * 0.14;
  const parts = [
    `<rect width="${width}" height="${height}" fill="${tones.background}"/>`,
    `<circle cx="${cx + unit * 0.28}" cy="${cy - unit * 0.26}" r="${unit * 0.22}" fill="${tones.accent}" opacity="0.45"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${discR}" fill="${tones.disc}"/>`,
    `<ellipse cx="${cx}" cy="${cy + discR * 0.78}" rx="${discR * 0.7}" ry="${unit * 0.025}" fill="${tones.ink}" opacity="0.08"/>`,
    icon(main, cx - mainSize / 2, cy - mainSize / 2, mainSize, tones.ink, 1.35),
    ...companions.slice(0, 4).map((name, index) => {
      const [dx, dy] = slots[index]!;
      const x = cx + dx * width * (width > height ? 0.85 : 1) - smallSize / 2;
      const y = cy + dy * height - smallSize / 2;
      const pad = smallSize * 0.32;
      return (
        `<rect x="${x - pad}" y="${y - pad}" width="${smallSize + pad * 2}" height="${smallSize + pad * 2}" rx="${smallSize * 0.45}" fill="${P.white}" opacity="0.9"/>` +
        icon(name, x, y, smallSize, tones.ink, 1.6)
      );
    }),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
}
