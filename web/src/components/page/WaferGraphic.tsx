/**
 * The hero's decoration, drawn inline: a wafer with its die grid and a few circuit traces. No
 * image file to load, crisp at any size, and hidden from assistive technology.
 */
export function WaferGraphic({ className }: { className?: string }) {
  const dies: string[] = [];
  for (let x = -4; x <= 4; x++) {
    for (let y = -4; y <= 4; y++) {
      const cx = x * 22;
      const cy = y * 22;
      // Whole dies only: every corner stays inside the wafer's edge exclusion.
      if (Math.hypot(Math.abs(cx) + 9, Math.abs(cy) + 9) < 94) dies.push(`M${cx - 9} ${cy - 9}h18v18h-18z`);
    }
  }
  return (
    <svg className={className} viewBox="-120 -120 240 240" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="wafer-sheen" cx="35%" cy="30%" r="80%">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.04" />
        </radialGradient>
      </defs>
      <g fill="none" stroke="currentColor" strokeWidth="0.6" opacity="0.35">
        <path d="M-120 -60h40l15 15h30M-120 40h30l20 -20h20M120 -30h-35l-10 10h-25M120 70h-45l-15 -15h-10" />
        <circle cx="-80" cy="-60" r="2.5" />
        <circle cx="-90" cy="40" r="2.5" />
        <circle cx="85" cy="-30" r="2.5" />
        <circle cx="75" cy="70" r="2.5" />
      </g>
      <circle r="100" fill="url(#wafer-sheen)" stroke="currentColor" strokeOpacity="0.5" />
      <path d="M-8 99.7h16" stroke="currentColor" strokeOpacity="0.8" strokeWidth="2" />
      <path
        d={dies.join("")}
        fill="currentColor"
        fillOpacity="0.1"
        stroke="currentColor"
        strokeOpacity="0.35"
        strokeWidth="0.5"
      />
    </svg>
  );
}
