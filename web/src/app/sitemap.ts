import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { stegaCleanDeep } from "@/content/stega";
import { sitemapEntries } from "@/seo/sitemap";

// Answered per request (its query is cached): URLs carry SITE_URL as the running server reads it.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  // Only URLs and dates, which stega never encodes; cleaned all the same (content/stega.ts).
  return stegaCleanDeep(await sitemapEntries());
}
