// Fits a drawing's design frame to the requested output size and wraps it in an SVG document.
import { num, resetDefs, takeDefs, type Box } from "#/media/art/svg.ts";

/** The area a drawing is designed in (`w`×`h`) and the part that must stay visible (`safeW`×`safeH`), both centred. */
export type Frame = { w: number; h: number; safeW: number; safeH: number };

export const FRAME_4x3: Frame = { w: 1200, h: 900, safeW: 1000, safeH: 800 };

/**
 * The visible area for an output size: the smallest box of that aspect ratio holding the safe
 * area, grown towards the full design frame while it still fits inside it.
 */
function visibleBox(frame: Frame, width: number, height: number): Box {
  const aspect = width / height;
  let w = frame.safeW;
  let h = w / aspect;
  if (h < frame.safeH) {
    h = frame.safeH;
    w = h * aspect;
  }
  const grow = Math.max(1, Math.min(frame.w / w, frame.h / h));
  w *= grow;
  h *= grow;
  return { x: (frame.w - w) / 2, y: (frame.h - h) / 2, w, h };
}

/** Renders a drawing into a complete SVG document string. */
export function document(frame: Frame, width: number, height: number, draw: (box: Box) => string): string {
  resetDefs();
  const box = visibleBox(frame, width, height);
  const body = draw(box);
  const vb = [box.x, box.y, box.w, box.h].map(num).join(" ");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${Math.round(height)}" viewBox="${vb}">` +
    takeDefs() +
    body +
    "</svg>"
  );
}
