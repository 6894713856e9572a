import type { ComponentProps } from "react";
import { useBusiness } from "#/src/components/hooks/business.ts";

/** The practice's wordmark: an ear with sound waves and the name. Decorative; the link names it. */
export function Logo(props: ComponentProps<"svg">) {
  const [first, ...rest] = useBusiness().name.split(" ");
  return (
    <svg viewBox="0 0 214 80" direction="ltr" aria-hidden="true" focusable="false" {...props}>
      <Mark />
      <text x="84" y="42" className="fill-petrol-900" style={{ font: "700 27px var(--font-sans)" }}>
        {first}
      </text>
      <text
        x="85"
        y="64"
        className="fill-coral-700"
        style={{ font: "700 15px var(--font-sans)", letterSpacing: "0.2em" }}
      >
        {rest.join(" ").toUpperCase()}
      </text>
    </svg>
  );
}

/** The ear alone, for headers where the name does not fit beside the menu; its left edge is the circle's. */
export function LogoMark(props: ComponentProps<"svg">) {
  return (
    <svg viewBox="7 0 73 80" aria-hidden="true" focusable="false" {...props}>
      <Mark />
    </svg>
  );
}

function Mark() {
  return (
    <>
      <circle cx="40" cy="40" r="33" className="fill-petrol-800" />
      <path
        d="M44 21c-10-5-22 1-22 13 0 7 4 10 7 14 3 4 1 9 5 12 4 3 9 1 10-3"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <path
        d="M42 29c-6-3-12 1-12 7 0 3 2 5 4 7M36 49c3 1 6-1 6-4"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path
        d="M53 31a11 11 0 0 1 0 18M59 26a18 18 0 0 1 0 28"
        fill="none"
        className="stroke-amber-400"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </>
  );
}
