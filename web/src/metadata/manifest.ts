import type { MetadataRoute } from "next";
import { htmlLang, isLocale, LOCALES, localePath, otherLocale } from "@/i18n/config";
import { translated } from "@/i18n/messages";
import { organizationFacts } from "./JsonLd";

// The web app manifest of each language (/manifest/zh.webmanifest, /manifest/en.webmanifest): the
// company's name in that language, the other language's as description, icons from the logo.

export const MANIFEST_FILES = LOCALES.map((locale) => `${locale}.webmanifest`);

/** The manifest named `<locale>.webmanifest`, or a 404 for any other file name. */
export async function webManifest(file: string): Promise<Response> {
  const locale = file.replace(/\.webmanifest$/, "");
  if (!isLocale(locale)) return new Response("Not found", { status: 404 });
  const org = await organizationFacts(locale);
  const manifest: MetadataRoute.Manifest & { lang: string } = {
    name: translated(org.name, locale),
    short_name: translated(org.shortName, locale),
    description: org.name[otherLocale(locale)] || undefined,
    lang: htmlLang[locale],
    start_url: localePath(locale, "/"),
    scope: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#0b1b2f",
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/apple-icon.png", type: "image/png", sizes: "180x180" },
      { src: "/logo.png", type: "image/png", sizes: "512x512" },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { "content-type": "application/manifest+json" } });
}
