// The image URL parameters of Sanity's image pipeline that @sanity/image-url and the studio send
// (`w`, `h`, `fit`, `crop`, `fp-x`/`fp-y`, `rect`, `fm`, `auto=format`, `q`, `dpr`, `bg`, `dl`),
// read into one normalised transformation. Every value is checked and bounded here: a value out of
// range answers 400, never a huge allocation in sharp. Other parameters (blur, sat, flip…) are
// ignored, as lake/README.md lists.
import { LakeError } from "./errors.ts";

/** Largest width or height asked for, as Sanity's (8192). */
export const MAX_DIMENSION = 8192;
/**
 * Largest image the lake renders, in pixels: 25 million (5000 × 5000, 100 MB of RGBA while it is
 * made). 8192 × 8192 would be 268 MB per request on a machine that runs several at once.
 */
export const MAX_OUTPUT_PIXELS = 25_000_000;

export type Fit = "clip" | "crop" | "fill" | "fillmax" | "max" | "min" | "scale";
export type OutputFormat = "jpg" | "pjpg" | "png" | "webp";

export interface ImageTransform {
  width?: number;
  height?: number;
  fit: Fit;
  /** Region of the source, in its pixels: [left, top, width, height]. */
  rect?: [number, number, number, number];
  /** Where a `fit=crop` cut is centred, 0..1 of the (rect of the) image. */
  focus: [number, number];
  /** null: the source's own format. */
  format: OutputFormat | null;
  quality: number;
  /** `fill`'s background, #rrggbb or #rrggbbaa. */
  background: string;
  /** The download's file name ("" for the original's), or null: shown inline. */
  download: string | null;
}

const FITS = new Set<string>(["clip", "crop", "fill", "fillmax", "max", "min", "scale"]);
const FORMATS = new Set<string>(["jpg", "pjpg", "png", "webp"]);
/** `crop=` values and the focus they mean (Sanity's, imgix's). */
const CROPS: Record<string, [number, number]> = {
  center: [0.5, 0.5],
  top: [0.5, 0],
  bottom: [0.5, 1],
  left: [0, 0.5],
  right: [1, 0.5],
  focalpoint: [0.5, 0.5],
  entropy: [0.5, 0.5],
};

const invalid = (name: string, value: string, expected: string) =>
  new LakeError(
    400,
    "imageParameterError",
    `图片参数 ${name}=${value.slice(0, 40)} 无效（应为 ${expected}）。Image parameter ${name}=${value.slice(0, 40)} is not valid (expected ${expected}).`,
  );

function integer(search: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const value = search.get(name);
  if (value === null) return undefined;
  if (!/^\d{1,6}$/.test(value) || Number(value) < min || Number(value) > max)
    throw invalid(name, value, `an integer from ${min} to ${max}`);
  return Number(value);
}

function decimal(search: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const value = search.get(name);
  if (value === null) return undefined;
  if (!/^\d{1,4}(\.\d{1,6})?$/.test(value) || Number(value) < min || Number(value) > max)
    throw invalid(name, value, `a number from ${min} to ${max}`);
  return Number(value);
}

function rectOf(search: URLSearchParams): ImageTransform["rect"] {
  const value = search.get("rect");
  if (value === null) return undefined;
  const parts = value.split(",");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,6}$/.test(part)))
    throw invalid("rect", value, "left,top,width,height in pixels");
  const [left, top, width, height] = parts.map(Number) as [number, number, number, number];
  if (width === 0 || height === 0) throw invalid("rect", value, "a width and height above 0");
  return [left, top, width, height];
}

/** The transformation a URL asks for; null when it asks for none (the original is served). */
export function imageTransformOf(search: URLSearchParams, accept = ""): ImageTransform | null {
  const dpr = decimal(search, "dpr", 1, 3) ?? 1;
  const scaled = (value: number | undefined, name: string) => {
    if (value === undefined) return undefined;
    const result = Math.round(value * dpr);
    if (result > MAX_DIMENSION) throw invalid(name, String(value), `at most ${MAX_DIMENSION} with dpr ${dpr}`);
    return result;
  };
  const width = scaled(integer(search, "w", 1, MAX_DIMENSION), "w");
  const height = scaled(integer(search, "h", 1, MAX_DIMENSION), "h");
  const fit = search.get("fit") ?? "clip";
  if (!FITS.has(fit)) throw invalid("fit", fit, [...FITS].join("|"));
  const format = search.get("fm");
  if (format !== null && !FORMATS.has(format)) throw invalid("fm", format, [...FORMATS].join("|"));
  const auto = search.get("auto");
  if (auto !== null && auto !== "format") throw invalid("auto", auto, "format");
  const crop = search.get("crop") ?? "center";
  // `crop=top,left` and the like: the first known word wins, as imgix reads a list.
  const words = crop.split(",");
  if (!words.every((word) => word in CROPS)) throw invalid("crop", crop, Object.keys(CROPS).join("|"));
  const named = CROPS[words[0] as string] as [number, number];
  const focus: [number, number] = words.includes("focalpoint")
    ? [decimal(search, "fp-x", 0, 1) ?? 0.5, decimal(search, "fp-y", 0, 1) ?? 0.5]
    : named;
  const bg = search.get("bg");
  if (bg !== null && !/^([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(bg))
    throw invalid("bg", bg, "a hex colour (rgb, rrggbb or aarrggbb)");
  const quality = integer(search, "q", 0, 100) ?? 75;
  const download = search.get("dl");
  const transform: ImageTransform = {
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    fit: fit as Fit,
    ...(search.has("rect") ? { rect: rectOf(search) } : {}),
    focus,
    // auto=format: WebP to a browser that says it takes it (Sanity may also pick AVIF).
    format: auto === "format" && /\bimage\/webp\b/.test(accept) ? "webp" : (format as OutputFormat | null),
    quality,
    background: bg === null ? "#ffffff" : `#${bg.length === 8 ? bg.slice(2) + bg.slice(0, 2) : bg}`,
    download: download === null ? null : download.slice(0, 200),
  };
  const changes =
    width !== undefined ||
    height !== undefined ||
    transform.rect !== undefined ||
    transform.format !== null ||
    search.has("q");
  return changes || transform.download !== null ? transform : null;
}

/** Whether the bytes differ from the original (a `dl` alone only changes the headers). */
export const rendersNew = (transform: ImageTransform) =>
  transform.width !== undefined ||
  transform.height !== undefined ||
  transform.rect !== undefined ||
  transform.format !== null ||
  transform.quality !== 75;
