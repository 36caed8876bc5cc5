import "server-only";
import Image from "next/image";
import { localLake, sanityConfig, sanityConfigured } from "@/content/sanity";
import { type ImageRef, resolveImage } from "./image";

/**
 * Resolves a content image for the active source: Sanity's CDN, or the site's own /media/ route
 * (the embedded dataset's files, or the local lake's, proxied).
 */
export function contentImage(image: ImageRef | null | undefined) {
  return resolveImage(image, sanityConfigured() && !localLake() ? sanityConfig : null);
}

/** An image field of a document, through the site's own optimizer. Renders nothing without an asset. */
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
  return (
    <Image
      src={resolved.src}
      width={resolved.width}
      height={resolved.height}
      alt={resolved.alt}
      sizes={sizes}
      className={className}
      priority={priority}
      unoptimized={resolved.unoptimized}
    />
  );
}
