// Cross-sections of a wafer's layers, drawn to scale: what an epitaxial, SOI or argon-annealed
// wafer adds to a polished substrate, as a process engineer would sketch it. A 775 µm wafer with a
// 10 µm epitaxial layer is a hairline at any honest scale, so each section is two views side by
// side: the whole thickness at one scale (where the layer is the thin band it really is), and a
// detail of its top few micrometres at a stated magnification (where the layer can be seen), joined
// by the lines of a detail callout. A scale bar sits under the detail; no text, so no font is needed
// and one picture serves both languages (the alt text says the figures, scripts/seed/imagery.ts).

import type { WaferKind } from "./imagery-svg.ts";

const n = (value: number) => Number(value.toFixed(2));

/** The wafer's full thickness (SEMI M1, 300 mm: 775 µm; 200 mm wafers are 725 µm, close enough to draw alike). */
export const WAFER_THICKNESS_UM = 775;

/** One layer of a stack, top first: its thickness in micrometres and how it is painted. */
interface Layer {
  um: number;
  paint: "device" | "epi" | "oxide" | "bulk";
}

/**
 * What each kind's picture claims, in micrometres: a value inside the product's published range
 * (studio/seed/production.ndjson), so the drawing never promises what the datasheet does not.
 * - epitaxial: a 10 µm layer (range 1–150 µm) on the substrate;
 * - SOI: 0.5 µm top silicon (50–1500 nm) on 1 µm buried oxide (100–2000 nm) on the handle wafer;
 * - argon-annealed: an 8 µm denuded zone (≥ 5 µm) above bulk micro-defects, on both faces.
 */
export const FIGURES = { epiUm: 10, soiDeviceUm: 0.5, soiOxideUm: 1, denudedZoneUm: 8 } as const;
/** The denuded zone's depth drawn for argon-annealed wafers (micrometres). */
export const DENUDED_ZONE_UM = FIGURES.denudedZoneUm;

export const STACKS: Record<Exclude<WaferKind, "polished">, { layers: Layer[]; detailUm: number; barUm: number }> = {
  epitaxial: { layers: [{ um: FIGURES.epiUm, paint: "epi" }], detailUm: 40, barUm: 10 },
  soi: {
    layers: [
      { um: FIGURES.soiDeviceUm, paint: "device" },
      { um: FIGURES.soiOxideUm, paint: "oxide" },
    ],
    detailUm: 4,
    barUm: 1,
  },
  argonAnnealed: { layers: [], detailUm: 40, barUm: 10 },
};

type Tone = "light" | "dark";

const INK: Record<Tone, { line: string; frame: string; card: string; cardStroke: string }> = {
  light: { line: "#0b1b2f", frame: "#33475f", card: "#ffffff", cardStroke: "#d9e1ea" },
  dark: { line: "#e6eff8", frame: "#b8c7d9", card: "#0f2238", cardStroke: "#33475f" },
};

function paints(id: string): string {
  return `
    <linearGradient id="${id}-bulk" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="#7a8aa0"/><stop offset="1" stop-color="#5a6a7f"/></linearGradient>
    <linearGradient id="${id}-epi" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="#c4e4ee"/><stop offset="1" stop-color="#a3cddb"/></linearGradient>
    <linearGradient id="${id}-device" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="#d0d9e3"/><stop offset="1" stop-color="#b3bfcc"/></linearGradient>
    <linearGradient id="${id}-oxide" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="#7fd3e3"/><stop offset="1" stop-color="#45b9d0"/></linearGradient>`;
}

/** Bulk micro-defects (oxygen precipitates) as dots in a band, deterministic from the band's size. */
function precipitates(x: number, y: number, width: number, height: number, size: number): string {
  if (height <= 0) return "";
  let state = Math.round(width * 31 + height * 17) >>> 0;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const count = Math.max(3, Math.round((width * height) / (size * size * 90)));
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${n(x + size + random() * (width - 2 * size))}" cy="${n(y + size + random() * Math.max(0, height - 2 * size))}" r="${n(size * (0.55 + random() * 0.45))}" fill="#1d2633" opacity="0.6"/>`,
  ).join("");
}

/** A stack of layers filling [y, y + height] at `scale` px per µm; the substrate takes what is left. */
function stack(
  id: string,
  kind: Exclude<WaferKind, "polished">,
  {
    x,
    y,
    width,
    height,
    scale,
    dotSize,
  }: { x: number; y: number; width: number; height: number; scale: number; dotSize: number },
): string {
  const parts: string[] = [];
  let top = y;
  for (const layer of STACKS[kind].layers) {
    const h = Math.min(layer.um * scale, y + height - top);
    parts.push(`<rect x="${x}" y="${n(top)}" width="${width}" height="${n(h)}" fill="url(#${id}-${layer.paint})"/>`);
    top += h;
  }
  parts.push(`<rect x="${x}" y="${n(top)}" width="${width}" height="${n(y + height - top)}" fill="url(#${id}-bulk)"/>`);
  if (kind === "argonAnnealed") {
    // Clean near both faces, precipitates in between; the zone's lower edge, dashed.
    const zone = DENUDED_ZONE_UM * scale;
    const bottomZone = height >= WAFER_THICKNESS_UM * scale - 0.5 ? zone : 0;
    parts.push(precipitates(x, y + zone, width, height - zone - bottomZone, dotSize));
    if (zone > 6) {
      parts.push(
        `<path d="M${x} ${n(y + zone)}h${width}" stroke="#e6eff8" stroke-opacity="0.8" stroke-dasharray="5 4"/>`,
      );
    }
  }
  return parts.join("");
}

/**
 * The wavy edge an illustrator draws where a section is cut short (the substrate goes on below
 * the detail): from x to x + width around y, ending at its right end.
 */
function breakLine(x: number, y: number, width: number): string {
  const waves = Math.max(4, Math.round(width / 60));
  const step = width / waves;
  let d = `M${n(x)} ${n(y - 4)}`;
  for (let i = 0; i < waves; i++) d += `q${n(step / 4)} -5 ${n(step / 2)} 0t${n(step / 2)} 0`;
  return d;
}

/** A vertical dimension line with arrowheads from y1 to y2 at x (the thickness it measures). */
function dimension(x: number, y1: number, y2: number, color: string): string {
  const a = Math.min(6, (y2 - y1) / 3);
  return `<path d="M${n(x)} ${n(y1)}V${n(y2)}M${n(x - a)} ${n(y1 + a)}L${n(x)} ${n(y1)}L${n(x + a)} ${n(y1 + a)}M${n(x - a)} ${n(y2 - a)}L${n(x)} ${n(y2)}L${n(x + a)} ${n(y2 - a)}" stroke="${color}" stroke-width="1.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M${n(x - 10)} ${n(y1)}h20M${n(x - 10)} ${n(y2)}h20" stroke="${color}" stroke-width="1" stroke-opacity="0.7"/>`;
}

/**
 * The cross-section of `kind` in the box x, y, width, height: the full thickness on the left, the
 * detail on the right, with the callout, a dimension line on the layer and a scale bar.
 */
export function crossSection(
  id: string,
  kind: Exclude<WaferKind, "polished">,
  { x, y, width, height, tone = "light" }: { x: number; y: number; width: number; height: number; tone?: Tone },
): string {
  const ink = INK[tone];
  const pad = Math.round(height * 0.09);
  const sliceW = Math.max(24, width * 0.11);
  const sliceH = height - 2 * pad - 18;
  const sx = x + pad;
  const sy = y + pad;
  const full = sliceH / WAFER_THICKNESS_UM;
  const { detailUm, barUm } = STACKS[kind];
  const dx = sx + sliceW + width * 0.16;
  const dw = x + width - pad - dx;
  const dh = sliceH;
  const detail = dh / detailUm;
  const callout = Math.max(3, detailUm * full);
  const dot = Math.max(1.2, height / 160);
  const bar = barUm * detail;
  // The bar sits under the break, clear of the wavy edge.
  const layersUm = STACKS[kind].layers.reduce((sum, layer) => sum + layer.um, 0) || DENUDED_ZONE_UM;
  return `
    <defs>${paints(id)}<clipPath id="${id}-d"><rect x="${n(dx)}" y="${n(sy)}" width="${n(dw)}" height="${n(dh)}"/></clipPath></defs>
    <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="${ink.card}" stroke="${ink.cardStroke}"/>
    ${stack(id, kind, { x: sx, y: sy, width: sliceW, height: sliceH, scale: full, dotSize: dot * 0.7 })}
    <rect x="${n(sx)}" y="${n(sy)}" width="${n(sliceW)}" height="${n(sliceH)}" fill="none" stroke="${ink.frame}" stroke-width="1"/>
    <rect x="${n(sx - 2)}" y="${n(sy - 1.5)}" width="${n(sliceW + 4)}" height="${n(callout + 3)}" fill="none" stroke="#00a3c4" stroke-width="1.6"/>
    <path d="M${n(sx + sliceW + 2)} ${n(sy - 1.5)}L${n(dx)} ${n(sy)}M${n(sx + sliceW + 2)} ${n(sy + callout + 1.5)}L${n(dx)} ${n(sy + dh)}" stroke="#00a3c4" stroke-width="1.2" stroke-dasharray="4 3"/>
    <g clip-path="url(#${id}-d)">${stack(`${id}`, kind, { x: dx, y: sy, width: dw, height: dh * 1.02, scale: detail, dotSize: dot * 1.6 })}</g>
    <path d="${breakLine(dx, sy + dh, dw)}V${n(sy + dh + 8)}H${n(dx)}Z" fill="${ink.card}"/>
    <path d="M${n(dx)} ${n(sy + dh)}V${n(sy)}H${n(dx + dw)}V${n(sy + dh)}" fill="none" stroke="#00a3c4" stroke-width="1.6"/>
    <path d="${breakLine(dx, sy + dh, dw)}" fill="none" stroke="${ink.frame}" stroke-width="1.2"/>
    ${dimension(dx + dw * 0.82, sy, sy + layersUm * detail, ink.line)}
    <path d="M${n(dx)} ${n(sy + dh + 14)}h${n(bar)}M${n(dx)} ${n(sy + dh + 9)}v10M${n(dx + bar)} ${n(sy + dh + 9)}v10" stroke="${ink.line}" stroke-width="2" fill="none"/>`;
}

/**
 * A Czochralski ingot lying in a cradle: the seed and its thin neck, the crown widening to the body,
 * the body with two of the four growth ridges a <100> crystal shows, and the tail cone. As-grown
 * silicon is a soft grey metal, not a mirror: broad, low-contrast shading.
 */
export function ingot(
  id: string,
  { x, y, length, radius }: { x: number; y: number; length: number; radius: number },
): string {
  const neck = length * 0.06;
  const crown = radius * 1.0;
  const tail = radius * 2.2;
  const body = length - neck - crown - tail;
  const top = y - radius;
  const bottom = y + radius;
  const x0 = x + neck;
  const x1 = x0 + crown;
  const x2 = x1 + body;
  const x3 = x2 + tail;
  const neckR = radius * 0.06;
  const end = radius * 0.2;
  // Two of the four <100> ridges, 45° either side of the line of sight.
  const ridge = radius * Math.SQRT1_2;
  const rings = Array.from({ length: 9 }, (_, i) => x1 + (body * (i + 1)) / 10)
    .map((rx) => `M${n(rx)} ${n(top + 2)}q${n(radius * 0.12)} ${radius - 2} 0 ${n(2 * radius - 4)}`)
    .join("");
  return `
    <defs>
      <linearGradient id="${id}-body" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#4d5765"/><stop offset="0.2" stop-color="#a7b1bd"/><stop offset="0.34" stop-color="#d4dae1"/>
        <stop offset="0.5" stop-color="#98a3b0"/><stop offset="0.8" stop-color="#5d6876"/><stop offset="1" stop-color="#323a45"/>
      </linearGradient>
      <linearGradient id="${id}-cradle" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#33475f"/><stop offset="1" stop-color="#1b2a3c"/></linearGradient>
      <filter id="${id}-blur" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>
    </defs>
    <ellipse cx="${n(x + length / 2)}" cy="${n(bottom + radius * 0.28)}" rx="${n(length / 2)}" ry="${n(radius * 0.14)}" fill="#05090f" opacity="0.5" filter="url(#${id}-blur)"/>
    <path d="M${n(x1 + body * 0.12)} ${n(bottom + radius * 0.3)}l${n(radius * 0.22)} ${n(-radius * 0.5)}h${n(radius * 0.5)}l${n(radius * 0.22)} ${n(radius * 0.5)}ZM${n(x2 - body * 0.12 - radius * 0.94)} ${n(bottom + radius * 0.3)}l${n(radius * 0.22)} ${n(-radius * 0.5)}h${n(radius * 0.5)}l${n(radius * 0.22)} ${n(radius * 0.5)}Z" fill="url(#${id}-cradle)"/>
    <rect x="${n(x - radius * 0.1)}" y="${n(y - neckR * 2.4)}" width="${n(radius * 0.16)}" height="${n(neckR * 4.8)}" rx="2" fill="#7b8694"/>
    <path d="M${n(x)} ${n(y - neckR)}H${n(x0)}Q${n(x0 + crown * 0.3)} ${n(top + radius * 0.08)} ${n(x1)} ${n(top)}H${n(x2)}Q${n(x2 + tail * 0.5)} ${n(top + radius * 0.06)} ${n(x3 - end * 0.5)} ${n(y - end)}Q${n(x3)} ${n(y)} ${n(x3 - end * 0.5)} ${n(y + end)}Q${n(x2 + tail * 0.5)} ${n(bottom - radius * 0.06)} ${n(x2)} ${n(bottom)}H${n(x1)}Q${n(x0 + crown * 0.3)} ${n(bottom - radius * 0.08)} ${n(x0)} ${n(y + neckR)}H${n(x)}Z" fill="url(#${id}-body)"/>
    <path d="${rings}" stroke="#1f2731" stroke-opacity="0.08" fill="none"/>
    <path d="M${n(x1 - crown * 0.1)} ${n(y - ridge)}C${n(x1 + body * 0.3)} ${n(y - ridge - 1.5)} ${n(x2 - body * 0.3)} ${n(y - ridge + 1.5)} ${n(x2 + tail * 0.2)} ${n(y - ridge + 2)}M${n(x1 - crown * 0.1)} ${n(y + ridge)}C${n(x1 + body * 0.3)} ${n(y + ridge + 1.5)} ${n(x2 - body * 0.3)} ${n(y + ridge - 1.5)} ${n(x2 + tail * 0.2)} ${n(y + ridge - 2)}" stroke="#eef2f6" stroke-opacity="0.35" stroke-width="${n(radius * 0.025)}" fill="none"/>`;
}
