// What Sanity adds to an uploaded image's `metadata` and the site can use before the image loads:
// `lqip` (a 20-pixel-wide JPEG as a data URL), `palette` (dominant, vibrant and muted swatches)
// and `blurHash` (4×3 components), computed with sharp from a small copy of the image.
import type { Sharp, SharpOptions } from "sharp";
import { blurHashOf } from "./blurhash.ts";
import { logger } from "./ops/log.ts";
import { paletteOf } from "./palette.ts";

/**
 * Largest image sharp decodes, in pixels, for metadata and transformations alike: 100 million
 * (10,000 × 10,000), a camera's largest and then some. A "decompression bomb" (a 60,000 × 60,000
 * PNG of one colour is a few hundred KB) is refused from its header, before a pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

let loaded: Promise<typeof import("sharp")> | undefined;

/**
 * sharp, loaded on the first image (libvips adds about 27 MB to the process: a lake that never
 * sees an image does without). The machine is shared: one libvips thread per image (the libuv
 * pool still runs four at once), and no decoded images cached in memory (renderings are cached on
 * disk, image-cache.ts).
 */
export async function openImage(file: string, options: SharpOptions = {}): Promise<Sharp> {
  loaded ??= import("sharp").then((module) => {
    module.default.concurrency(1);
    module.default.cache(false);
    return module;
  });
  const sharp = (await loaded).default;
  return sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", ...options });
}

/** The lqip's width, as Sanity's. */
const LQIP_WIDTH = 20;
/** The copy palette and blurHash are computed from: enough for colours and a 4×3 blur. */
const SAMPLE_SIZE = 64;

export interface ComputedImageMetadata {
  lqip: string;
  palette: Record<string, unknown>;
  blurHash: string;
  hasAlpha: boolean;
  isOpaque: boolean;
}

/**
 * Metadata of the image at `file` (PNG, JPEG, WebP or GIF's first frame), or null when sharp
 * cannot read it or it is larger than MAX_INPUT_PIXELS: the upload is still stored, without them.
 */
export async function computeImageMetadata(file: string): Promise<ComputedImageMetadata | null> {
  try {
    const input = await openImage(file);
    const stats = await input.clone().stats();
    const lqip = await input
      .clone()
      .resize(LQIP_WIDTH, LQIP_WIDTH, { fit: "inside" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 40 })
      .toBuffer();
    const { data, info } = await input
      .clone()
      .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: "inside" })
      .flatten({ background: "#ffffff" })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      lqip: `data:image/jpeg;base64,${lqip.toString("base64")}`,
      palette: paletteOf(data, info.width, info.height),
      blurHash: blurHashOf(data, info.width, info.height),
      hasAlpha: (await input.metadata()).hasAlpha,
      isOpaque: stats.isOpaque,
    };
  } catch (error) {
    logger.warn({ file, err: (error as Error).message }, "image metadata not computed");
    return null;
  }
}
