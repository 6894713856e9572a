import type { ReactNode } from "react";
import type { HearingAidType } from "#/src/copy/sections.ts";
import { cn } from "#/src/lib/cn.ts";

/**
 * The four kinds of hearing aid, each drawn on the same ear so its size and place show: behind the
 * ear (BTE), receiver in the canal (RIC), in the ear (ITE) and completely in the canal (CIC).
 * Decorative: the title beside the drawing names the type. The ear is seen from the side with the
 * face to the left, as in the site's picture of a hearing aid; a right-to-left page shows it the
 * same way round (nothing here flips with the writing direction).
 */

/** The ear, in the coordinates of the generated artwork's ear (media/art/props.ts), scaled into a 120 box. */
const EAR_OUTLINE =
  "M-70-120C-60-185 20-200 75-170C130-140 135-60 100-5C80 25 60 40 55 80C50 130 30 175-10 178C-45 180-60 150-62 120C-64 95-40 80-40 60C-40 30-80 20-85-30C-88-60-78-95-70-120Z";
const EAR_RIM = "M-45-110C-30-160 40-165 70-130C98-95 92-45 68-10C52 12 34 28 30 60";
const EAR_BOWL = "M-30-40C-20-80 30-85 45-50C55-25 40 0 20 10C0 20-20 30-28 10C-34-5-36-20-30-40Z";
/** The curved case that sits behind the ear, top at (0, -85). */
const CASE = "M0-85C40-90 62-60 60-10C58 40 40 80 18 90C6 95-2 88 0 75C10 30 12-20-4-60C-10-76-10-84 0-85Z";
/** From the top of a case behind the ear, over the top of the ear, down into the ear canal. */
const OVER_THE_EAR = "M112-150C100-222 6-220-16-170C-30-134-22-66-10-30";

/** What is drawn behind the ear (a case that sits behind it) and what is drawn in front. */
type Drawing = { behind?: ReactNode; front: ReactNode };

function Ear({ behind, front }: Drawing) {
  return (
    <g transform="translate(51 64) scale(0.29)">
      {behind}
      <path d={EAR_OUTLINE} className="fill-coral-100 stroke-coral-600/45" strokeWidth={7} />
      <path d={EAR_RIM} fill="none" strokeWidth={16} strokeLinecap="round" className="stroke-coral-600/20" />
      <path d={EAR_BOWL} className="fill-coral-600/20" />
      <ellipse cx={-8} cy={-14} rx={15} ry={19} className="fill-coral-700/45" />
      {front}
    </g>
  );
}

const drawings: Record<HearingAidType, Drawing> = {
  // A larger curved case behind the ear; its hook and a clear tube lead over the ear to a mould in the bowl.
  bte: {
    behind: (
      <g transform="translate(106 -56) rotate(14) scale(1.12)">
        <path d={CASE} className="fill-petrol-800" />
        <path
          d="M8-70C30-70 44-50 44-20"
          fill="none"
          strokeWidth={7}
          strokeLinecap="round"
          className="stroke-petrol-600"
        />
        <circle cx={30} cy={22} r={9} className="fill-teal-200" />
      </g>
    ),
    front: (
      <>
        <path d={OVER_THE_EAR} fill="none" strokeWidth={13} strokeLinecap="round" className="stroke-teal-200" />
        <path d={OVER_THE_EAR} fill="none" strokeWidth={4} strokeLinecap="round" className="stroke-petrol-600/50" />
        <path
          d="M-36-44C-24-84 30-88 46-52C56-26 40 2 18 12C-2 22-24 30-32 8C-38-8-42-24-36-44Z"
          strokeWidth={6}
          className="fill-white stroke-petrol-600"
        />
        <ellipse cx={-8} cy={-16} rx={12} ry={14} className="fill-petrol-600/40" />
      </>
    ),
  },
  // A slim small case behind the ear; a thin wire over the ear to a small dome in the canal.
  ric: {
    behind: (
      <g transform="translate(104 -50) rotate(14) scale(0.78 0.8)">
        <path d={CASE} className="fill-petrol-800" />
        <path
          d="M8-70C30-70 44-50 44-20"
          fill="none"
          strokeWidth={8}
          strokeLinecap="round"
          className="stroke-petrol-600"
        />
      </g>
    ),
    front: (
      <>
        <path
          d="M104-118C96-200 6-214-16-170C-30-134-22-66-10-30"
          fill="none"
          strokeWidth={7}
          strokeLinecap="round"
          className="stroke-petrol-800"
        />
        <rect x={-24} y={-42} width={28} height={24} rx={9} className="fill-petrol-800" />
        <path d="M-34-14C-34-40 18-40 18-14Z" className="fill-teal-200 stroke-petrol-700" strokeWidth={4} />
      </>
    ),
  },
  // A custom shell that fills the bowl of the ear; nothing behind the ear.
  ite: {
    front: (
      <>
        <path
          d="M-38-46C-26-90 34-94 50-54C60-26 44 4 20 14C-2 24-26 32-34 8C-40-8-44-26-38-46Z"
          className="fill-petrol-700"
        />
        <path
          d="M-24-42C-14-74 28-76 38-48C44-28 32-8 14 0C-2 8-20 12-24-4C-28-16-28-28-24-42Z"
          className="fill-petrol-600"
        />
        <circle cx={12} cy={-38} r={12} className="fill-teal-200" />
        <circle cx={-8} cy={-16} r={5} className="fill-petrol-900" />
        <path
          d="M-16-64C-4-76 14-78 26-72"
          fill="none"
          strokeWidth={6}
          strokeLinecap="round"
          className="stroke-white/40"
        />
      </>
    ),
  },
  // A tiny shell deep in the ear canal with a short removal thread, ringed so it can be found.
  cic: {
    front: (
      <>
        <circle
          cx={-8}
          cy={-14}
          r={44}
          fill="none"
          strokeWidth={5}
          strokeDasharray="10 9"
          className="stroke-coral-600"
        />
        <ellipse cx={-8} cy={-14} rx={11} ry={13} className="fill-petrol-800" />
        <circle cx={-6} cy={-16} r={4} className="fill-teal-200" />
        <path
          d="M-12-4C-16 8-22 16-30 20"
          fill="none"
          strokeWidth={4}
          strokeLinecap="round"
          className="stroke-petrol-900"
        />
        <circle cx={-31} cy={21} r={5} className="fill-petrol-900" />
      </>
    ),
  },
};

/** One hearing-aid type drawn on an ear in a soft disc; size it with `className` (e.g. size-24). */
export function HearingAidDrawing({ type, className }: { type: HearingAidType; className?: string }) {
  return (
    <svg
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      data-drawing={type}
      className={cn("shrink-0", className)}
    >
      <circle cx={60} cy={60} r={60} className="fill-teal-100" />
      <Ear {...drawings[type]} />
    </svg>
  );
}
