import { cn } from "~/lib/cn";

/** Shell colours for the placeholder artwork, all from the palette. */
const shells = ["petrol-800", "coral-600", "petrol-600", "amber-400", "petrol-700", "coral-700"].map(
  (token) => `var(--color-${token})`,
);

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

/**
 * Placeholder artwork for an image slot until the practice's photo is dropped in: two
 * custom ear shells in a colour picked from the slot name, so each slot looks distinct.
 */
export function MediaArt({ slot, alt, className }: { slot: string; alt: string; className?: string }) {
  const h = hash(slot);
  const colour = shells[h % shells.length];
  const second = shells[(h >> 3) % shells.length];
  const accent = second === colour ? "var(--color-teal-100)" : second;
  const tilt = (h % 21) - 10;
  return (
    <svg
      viewBox="0 0 320 220"
      role="img"
      aria-label={alt}
      data-slot={slot}
      className={cn("h-auto w-full rounded-card bg-teal-50", className)}
    >
      <circle cx="250" cy="50" r="70" className="fill-teal-100" />
      <circle cx="60" cy="190" r="50" className="fill-white" />
      <g transform={`rotate(${tilt} 160 110)`}>
        <path
          d="M92 70c26-22 70-16 84 12 10 20-2 36 6 56 6 16-8 34-30 34-30 0-44-22-60-40-18-20-20-46 0-62z"
          fill={colour}
        />
        <ellipse cx="120" cy="98" rx="14" ry="10" fill={accent} opacity="0.9" />
        <path
          d="M188 84c24-18 62-10 72 14 8 18-4 32 2 50 4 14-10 28-28 28-26 0-38-20-50-36-14-18-12-40 4-56z"
          fill={colour}
          opacity="0.85"
        />
        <ellipse cx="212" cy="108" rx="12" ry="9" fill={accent} opacity="0.9" />
      </g>
    </svg>
  );
}
