// The company mark (a 300 mm wafer from above: notch at the bottom, a field of dies; the same
// drawing as components/shell/Logo.tsx) as a standalone SVG document, the one source of the
// favicon, app icons, the logo in structured data and the mark on Open Graph images
// (`node scripts/build/icons.ts` renders the files; the image route draws it directly).
// A relative import with its extension: scripts/build/icons.ts runs this file under plain Node.
import { WAFER_DIES } from "../components/shell/wafer-dies.ts";

const INK = "#0b1b2f";
const ACCENT = "#00a3c4";

/** The mark as SVG: rim in `rim`, dies in the accent colour, on `background` (none: transparent). */
export function logoMarkSvg({
  rim = INK,
  background,
  title = "Logo",
}: {
  rim?: string;
  background?: string;
  title?: string;
} = {}): string {
  const plate = background ? `<rect width="40" height="40" rx="6" fill="${background}"/>` : "";
  const cells = WAFER_DIES.map(([x, y]) => `<rect x="${x}" y="${y}" width="5" height="5" rx="0.6"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40"><title>${title}</title>${plate}<g fill="${ACCENT}">${cells}</g><path d="M18.2 37.9A18 18 0 1 1 21.8 37.9L20 35.6Z" fill="none" stroke="${rim}" stroke-width="2.2" stroke-linejoin="round"/></svg>`;
}
