// Renders an image transformation (image-params.ts) with sharp, the way Sanity's image pipeline
// reads the parameters: `rect` cuts the source first, then `w`/`h` with `fit`, then the format.
import type { Metadata, Sharp } from "sharp";
import { LakeError } from "./errors.ts";
import { MAX_INPUT_PIXELS, openImage } from "./image-metadata.ts";
import { type ImageTransform, MAX_OUTPUT_PIXELS, type OutputFormat } from "./image-params.ts";

/** The file extension (and content type's subtype) of each output format. */
export const OUTPUT_EXTENSION: Record<OutputFormat, string> = { jpg: "jpg", pjpg: "jpg", png: "png", webp: "webp" };

const tooLarge = () =>
  new LakeError(
    400,
    "imageTooLarge",
    `图片过大，无法转换（上限 ${MAX_INPUT_PIXELS / 1e6} 百万像素输入、${MAX_OUTPUT_PIXELS / 1e6} 百万像素输出）。The image is too large to transform (at most ${MAX_INPUT_PIXELS / 1e6} megapixels in, ${MAX_OUTPUT_PIXELS / 1e6} out).`,
  );

/** The output's size for a source of `width` × `height` (after `rect`), as `fit` means it. */
export function outputSize(transform: ImageTransform, width: number, height: number): [number, number] {
  const { width: w, height: h, fit } = transform;
  if (w === undefined && h === undefined) return [width, height];
  const aspect = width / height;
  if (w === undefined || h === undefined) {
    const [ow, oh] = w !== undefined ? [w, Math.round(w / aspect)] : [Math.round((h as number) * aspect), h as number];
    const noBigger = fit === "max" || fit === "min" || fit === "fillmax";
    return noBigger && ow > width ? [width, height] : [Math.max(1, ow), Math.max(1, oh)];
  }
  switch (fit) {
    case "crop":
    case "scale":
    case "fill":
      return [w, h];
    case "fillmax":
      return [Math.min(w, width), Math.min(h, height)];
    case "min": {
      // The requested aspect, no larger than the source.
      const shrink = Math.min(1, width / w, height / h);
      return [Math.max(1, Math.round(w * shrink)), Math.max(1, Math.round(h * shrink))];
    }
    default: {
      // clip and max: inside the box; max never enlarges.
      const scale = Math.min(w / width, h / height, fit === "max" ? 1 : Number.POSITIVE_INFINITY);
      return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
    }
  }
}

/** Resizes to cover `ow` × `oh`, then cuts that box around the focus point. */
function cropAround(image: Sharp, transform: ImageTransform, width: number, height: number, ow: number, oh: number) {
  const scale = Math.max(ow / width, oh / height);
  const rw = Math.max(ow, Math.round(width * scale));
  const rh = Math.max(oh, Math.round(height * scale));
  const [fx, fy] = transform.focus;
  const left = Math.min(rw - ow, Math.max(0, Math.round(fx * rw - ow / 2)));
  const top = Math.min(rh - oh, Math.max(0, Math.round(fy * rh - oh / 2)));
  return image.resize(rw, rh, { fit: "fill" }).extract({ left, top, width: ow, height: oh });
}

function encode(image: Sharp, format: OutputFormat, quality: number) {
  switch (format) {
    case "png":
      return image.png();
    case "webp":
      return image.webp({ quality: Math.max(1, quality) });
    default:
      return image
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: Math.max(1, quality), progressive: format === "pjpg" });
  }
}

/** The transformed bytes of the image at `file` (whose own format is `sourceFormat`). */
export async function renderImage(
  file: string,
  sourceFormat: OutputFormat,
  transform: ImageTransform,
): Promise<Buffer> {
  const source = await openImage(file);
  let meta: Metadata;
  try {
    meta = await source.clone().metadata();
  } catch {
    throw tooLarge();
  }
  const sourceWidth = meta.autoOrient?.width ?? meta.width;
  const sourceHeight = meta.autoOrient?.height ?? meta.height;
  if (!sourceWidth || !sourceHeight || sourceWidth * sourceHeight > MAX_INPUT_PIXELS) throw tooLarge();
  let image = source.clone().autoOrient();
  let [width, height] = [sourceWidth, sourceHeight];
  if (transform.rect) {
    // A rect reaching past the image is cut at its edges, as Sanity does.
    const [left, top, w, h] = transform.rect;
    if (left >= width || top >= height)
      throw new LakeError(400, "imageParameterError", "rect 在图片之外。rect lies outside the image.");
    [width, height] = [Math.min(w, width - left), Math.min(h, height - top)];
    image = image.extract({ left, top, width, height });
  }
  const [ow, oh] = outputSize(transform, width, height);
  if (ow * oh > MAX_OUTPUT_PIXELS) throw tooLarge();
  if (ow !== width || oh !== height) {
    if (transform.fit === "crop" || transform.fit === "min")
      image = cropAround(image, transform, width, height, ow, oh);
    else if (transform.fit === "fill" || transform.fit === "fillmax")
      image = image.resize(ow, oh, { fit: "contain", background: transform.background });
    else image = image.resize(ow, oh, { fit: "fill" });
  }
  try {
    return await encode(image, transform.format ?? sourceFormat, transform.quality).toBuffer();
  } catch (error) {
    if (error instanceof LakeError) throw error;
    throw new LakeError(
      400,
      "imageTransformError",
      `图片无法转换。The image could not be transformed: ${(error as Error).message}`,
    );
  }
}
