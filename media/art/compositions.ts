// Which pictograms tell each scene, workshop step, building and person (see icon-art.ts).
import type { ArtSpec } from "./spec.ts";
import { P } from "./palette.ts";
import type { Composition } from "./pictograms.ts";

const calm = { background: P.teal50, disc: P.teal100, accent: P.coral100, ink: P.petrol800 };
const warm = { background: P.canvas, disc: P.coral100, accent: P.teal200, ink: P.petrol900 };
const deep = { background: P.teal100, disc: P.teal200, accent: P.amber400, ink: P.petrol950 };

type Spec<K extends ArtSpec["kind"]> = Extract<ArtSpec, { kind: K }>;

export const scenes: Record<Spec<"scene">["theme"], Composition> = {
  stage: { tones: warm, main: "Guitar", companions: ["Speaker", "Lightbulb", "Music", "Mic"] },
  studio: { tones: calm, main: "SlidersVertical", companions: ["Speaker", "Headphones", "AudioLines", "Music"] },
  gaming: { tones: deep, main: "Gamepad2", companions: ["Monitor", "Keyboard", "Headphones", "Trophy"] },
  streaming: { tones: calm, main: "MicVocal", companions: ["Video", "Radio", "Monitor", "Users"] },
  motor: { tones: warm, main: "Motorbike", companions: ["Wind", "Road", "Gauge", "Sun"] },
  workshop: { tones: calm, main: "Hammer", companions: ["Ruler", "Wrench", "Drill", "HardHat"] },
  travel: { tones: calm, main: "Plane", companions: ["Cloud", "Luggage", "Globe", "Sun"] },
  quiet: { tones: warm, main: "BookOpen", companions: ["Lamp", "Armchair", "Coffee", "Leaf"] },
  swim: { tones: deep, main: "Waves", companions: ["Droplets", "LifeBuoy", "Sun", "Fish"] },
  sleep: { tones: calm, main: "BedDouble", companions: ["Moon", "Star", "Clock", "Cloud"] },
  consult: { tones: warm, main: "MessagesSquare", companions: ["Ear", "ClipboardList", "Armchair", "HeartHandshake"] },
  "hearing-aid": { tones: calm, main: "Ear", companions: ["AudioLines", "BatteryFull", "Smile", "Volume2"] },
  "hearing-test": { tones: calm, main: "Headphones", companions: ["Activity", "ChartLine", "Ear", "ClipboardCheck"] },
  impression: { tones: warm, main: "Ear", companions: ["Syringe", "Ruler", "Fingerprint", "Package"] },
  medication: { tones: warm, main: "Pill", companions: ["Ear", "Stethoscope", "ClipboardCheck", "HeartPulse"] },
};

export const production: Record<Spec<"production">["step"], Composition> = {
  scan: { tones: calm, main: "ScanBox", companions: ["Ear", "RotateCw", "Cpu"] },
  model: { tones: deep, main: "Box", companions: ["Monitor", "MousePointer2", "Ruler"] },
  print: { tones: calm, main: "Printer3d", companions: ["Layers", "Timer", "Box"] },
  cure: { tones: warm, main: "SunMedium", companions: ["Timer", "Zap", "Shield"] },
  finish: { tones: calm, main: "Wand", companions: ["Sparkles", "Hand", "Ruler"] },
  lacquer: { tones: warm, main: "Brush", companions: ["Droplet", "Sparkles", "Palette"] },
  faceplate: { tones: deep, main: "Palette", companions: ["Gem", "Layers", "Sparkles"] },
  quality: { tones: calm, main: "Search", companions: ["BadgeCheck", "Ear", "ClipboardCheck"] },
  pack: { tones: warm, main: "Package", companions: ["Heart", "Truck", "BadgeCheck"] },
};

export const facades: Record<Spec<"facade">["branch"], Composition> = {
  hurdegaryp: { tones: warm, main: "House", companions: ["Trees", "Bike", "SquareParking", "Accessibility"] },
  wieringerwerf: { tones: calm, main: "Store", companions: ["Glasses", "Car", "SquareParking", "Accessibility"] },
};

export const interiors: Record<Spec<"interior">["room"], Composition> = {
  treatment: { tones: calm, main: "Headphones", companions: ["Armchair", "Monitor", "Ear"] },
  reception: { tones: warm, main: "Armchair", companions: ["Sprout", "Coffee", "CalendarCheck", "Smile"] },
  optician: { tones: calm, main: "Glasses", companions: ["Ear", "Eye", "Store"] },
};
