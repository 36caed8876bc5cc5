import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { absoluteUrl } from "@/config/site-url";
import { LOCALES, localePath } from "@/i18n/config";

// Crawl everything a visitor can read; not the API, the operators' status page, search results
// (/news?q=…, answered by /search) or the email confirmation links.
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const hidden = ["/test", "/search", "/handleEmail", "/news?q="];
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", ...LOCALES.flatMap((locale) => hidden.map((path) => localePath(locale, path)))],
    },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
