// Images from the content source, as URLs the site's own image optimizer (next/image) can use.
// Sanity asset ids encode everything needed: `image-<hash>-<width>x<height>-<ext>`.
// - Sanity mode: the CDN URL, fetched by the optimizer on the server (`/_next/image`), so a visitor
//   never loads anything from a third party.
// - Embedded mode: the seed's asset file, served by this site under /media/<hash>-<w>x<h>.<ext>.

export interface ImageRef {
  asset?: { _ref?: string; _id?: string } | null;
  alt?: string | null;
}

export interface ResolvedImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** SVG needs no raster optimisation (and the optimizer refuses SVG by default). */
  unoptimized: boolean;
}

const ASSET_ID = /^image-([a-zA-Z0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/;

export function parseAssetId(id: string): { file: string; width: number; height: number; ext: string } | null {
  const match = ASSET_ID.exec(id);
  if (!match) return null;
  const [, hash, width, height, ext] = match as unknown as [string, string, string, string, string];
  return { file: `${hash}-${width}x${height}.${ext}`, width: Number(width), height: Number(height), ext };
}

export function resolveImage(
  image: ImageRef | null | undefined,
  sanity: { projectId: string; dataset: string } | null,
): ResolvedImage | null {
  const id = image?.asset?._ref ?? image?.asset?._id;
  const parsed = id ? parseAssetId(id) : null;
  if (!parsed) return null;
  const src = sanity
    ? `https://cdn.sanity.io/images/${sanity.projectId}/${sanity.dataset}/${parsed.file}`
    : `/media/${parsed.file}`;
  return { src, width: parsed.width, height: parsed.height, alt: image?.alt ?? "", unoptimized: parsed.ext === "svg" };
}
