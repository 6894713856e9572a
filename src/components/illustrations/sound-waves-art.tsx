/** Hero artwork: an ear shell within calm sound waves, in the brand palette. Decorative. */
export function SoundWavesArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 400" aria-hidden="true" focusable="false" className={className}>
      <circle cx="200" cy="200" r="190" className="fill-teal-100" />
      <circle cx="200" cy="200" r="150" className="fill-teal-50" />
      <g fill="none" strokeLinecap="round" className="stroke-teal-200" strokeWidth="10">
        <path d="M268 120a110 110 0 0 1 0 160" />
        <path d="M300 92a150 150 0 0 1 0 216" />
      </g>
      <path
        d="M246 150a62 62 0 0 1 0 100"
        fill="none"
        strokeWidth="12"
        strokeLinecap="round"
        className="stroke-coral-600"
      />
      <path
        d="M214 108c-46-24-100 4-100 62 0 32 18 48 32 66 14 18 6 42 24 56 20 15 44 6 48-14"
        fill="none"
        strokeWidth="20"
        strokeLinecap="round"
        className="stroke-petrol-800"
      />
      <path
        d="M206 146c-26-12-54 2-54 30 0 14 8 22 16 28M178 250c10 4 22-2 22-14"
        fill="none"
        strokeWidth="14"
        strokeLinecap="round"
        className="stroke-petrol-600"
      />
    </svg>
  );
}
