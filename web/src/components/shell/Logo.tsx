import styles from "./Logo.module.css";
import { WAFER_DIES } from "./wafer-dies";

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
          {WAFER_DIES.map(([x, y]) => (
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
