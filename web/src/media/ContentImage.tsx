import "server-only";
import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { localLake, sanityConfig, sanityConfigured } from "@/content/sanity";
import { type ImageRef, resolveImage } from "./image";

/**
 * Resolves a content image for the active source: Sanity's CDN, or the site's own /media/ route
 * (the embedded dataset's files, or the local lake's, proxied).
 */
export function contentImage(image: ImageRef | null | undefined) {
  return resolveImage(image, sanityConfigured() && !localLake() ? sanityConfig : null);
}

/**
 * An image field of a document, through the site's own optimizer (AVIF or WebP, the widths of
 * next.config.ts). Renders nothing without an asset.
 *
 * A plain <img> with next/image's attributes (getImageProps), rendered on the server: <Image> is a
 * client component, and its code (about 6 KB compressed, once per route chunk) would ship to every
 * page for behaviour these images do not use (blur placeholders, load callbacks). Issue 17.
 *
 * `priority`: the image is the page's largest paint (a hero): preloaded from the <head> with the
 * same candidates, loaded eagerly and first (fetchpriority=high), not after layout like the others.
 */
export function ContentImage({
  image,
  sizes = "100vw",
  className,
  priority = false,
}: {
  image: ImageRef | null | undefined;
  sizes?: string;
  className?: string;
  priority?: boolean;
}) {
  const resolved = contentImage(image);
  if (!resolved) return null;
  const { props } = getImageProps({
    src: resolved.src,
    width: resolved.width,
    height: resolved.height,
    alt: resolved.alt,
    sizes,
    className,
    unoptimized: resolved.unoptimized,
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
  });
  if (priority) {
    preload(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: "high",
    });
  }
  // The hero decodes with the rest of the first frame: next/image's decoding="async" lets Chrome
  // paint the text first and the (already loaded) picture a frame or more later, which pushes the
  // page's largest paint behind hydration's script work (issue 17, Lighthouse traces).
  const decoding = priority ? "sync" : props.decoding;
  // biome-ignore lint/performance/noImgElement: next/image's own attributes, without its client code
  return <img {...props} decoding={decoding} alt={resolved.alt} />;
}
