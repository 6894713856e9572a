/** A head in profile with the ear highlighted: the stage for the services points. Decorative. */
export function HeadProfileArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 400" aria-hidden="true" focusable="false" className={className}>
      <rect width="400" height="400" rx="32" className="fill-teal-50" />
      <g fill="none" strokeLinecap="round" strokeWidth="8" className="stroke-teal-200">
        <path d="M318 150a70 70 0 0 1 0 100" />
        <path d="M344 126a104 104 0 0 1 0 148" />
      </g>
      <path
        d="M120 372c10-40 8-70-8-96-20-32-36-60-32-104 6-70 62-120 134-120 78 0 132 52 134 120 1 26-6 44-2 58l20 40c4 8-2 14-10 14h-14l-4 34c-2 14-12 22-26 22h-40l-6 32"
        className="fill-white stroke-petrol-700"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path
        d="M168 170c-18-10-40 2-40 26 0 14 8 20 14 28 6 8 2 18 10 24 8 6 18 2 20-6"
        fill="none"
        strokeWidth="9"
        strokeLinecap="round"
        className="stroke-petrol-800"
      />
      <path
        d="M164 186c-10-4-20 2-20 12 0 5 3 8 6 10M154 232c4 1 8-1 8-5"
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
        className="stroke-petrol-600"
      />
    </svg>
  );
}
