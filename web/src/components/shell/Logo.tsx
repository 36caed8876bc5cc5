import styles from "./Logo.module.css";

/**
 * The company mark: a 300 mm wafer seen from above (orientation notch at the bottom, a field of
 * dies) beside the short name. Colours follow the header: the dies stay process blue, the rim and
 * the words take currentColor so the logo reads on the transparent (dark) and the solid header alike.
 */
export function Logo({ name, subline }: { name: string; subline: string }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <g className={styles.dies}>
          {DIES.map(([x, y]) => (
            <rect key={`${x}-${y}`} x={x} y={y} width="5" height="5" rx="0.6" />
          ))}
        </g>
        <path
          className={styles.rim}
          d="M18.2 37.9A18 18 0 1 1 21.8 37.9L20 35.6Z"
          fill="none"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>{name}</span>
        <span className={styles.subline}>{subline}</span>
      </span>
    </span>
  );
}

// A grid of 5 px dies with 1 px streets, centred on the wafer; only whole dies inside the usable
// area (radius 15.5) are drawn, as on a real wafer map.
const DIES: [number, number][] = [];
for (let row = 0; row < 6; row++) {
  for (let col = 0; col < 6; col++) {
    const x = 2.5 + col * 6;
    const y = 2.5 + row * 6;
    const corners = [
      [x, y],
      [x + 5, y],
      [x, y + 5],
      [x + 5, y + 5],
    ];
    if (corners.every(([cx = 0, cy = 0]) => Math.hypot(cx - 20, cy - 20) <= 15.5)) DIES.push([x, y]);
  }
}
