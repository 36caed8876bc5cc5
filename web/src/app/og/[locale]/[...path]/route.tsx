import { isLocale } from "@/i18n/config";
import { pathOfOgImage } from "@/metadata/og-paths";
import { ogImagePng } from "@/seo/og-image";

// /og/<locale>/<page path>.png: the link-preview image of a page (web/src/seo/og-image.tsx).
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; path: string[] }> }) {
  const { locale, path } = await params;
  const pagePath = pathOfOgImage(path);
  const png = isLocale(locale) && pagePath ? await ogImagePng(locale, pagePath) : null;
  if (!png) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: {
      "content-type": "image/png",
      // Shared caches may keep it an hour; the server's copy is renewed when the document is published.
      "cache-control": "public, max-age=3600",
    },
  });
}
