/**
 * A drawn street plan with a pin in the middle, in the site's palette: what a branch's map looks
 * like before the visitor asks for the real one. Not the real streets; the address stands beside
 * it. `seed` turns the plan so that two branches do not look the same. Decorative.
 */
export function MapArt({ seed, className }: { seed: string; className?: string }) {
  const turn = ([...seed].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 5) * 9 - 18;
  return (
    <svg
      viewBox="0 0 600 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="600" height="300" className="fill-teal-50" />
      <g transform={`rotate(${turn} 300 150)`}>
        <path d="M-80 40h220v90h-220zM460 -40h240v120h-240z" className="fill-teal-100" />
        <path d="M380 200h300v160h-300z" className="fill-teal-200" opacity="0.6" />
        <g fill="none" strokeLinecap="round" className="stroke-white">
          <path d="M-100 160H700M300 -100v500" strokeWidth="22" />
          <path
            d="M-100 60H700M-100 250H700M120 -100v500M470 -100v500M190 160l-90 200M410 160l120-260"
            strokeWidth="10"
          />
        </g>
        <path
          d="M-100 160H700M300 -100v500"
          fill="none"
          strokeWidth="2"
          className="stroke-line"
          strokeDasharray="14 10"
        />
      </g>
      <g transform="translate(300 150)">
        <ellipse cy="6" rx="16" ry="6" className="fill-petrol-900" opacity="0.2" />
        <path
          d="M0 4C-14-14-24-26-24-40a24 24 0 0 1 48 0C24-26 14-14 0 4z"
          className="fill-coral-600 stroke-white"
          strokeWidth="3"
        />
        <circle cy="-40" r="8" className="fill-white" />
      </g>
    </svg>
  );
}
