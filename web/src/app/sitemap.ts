import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { sitemapEntries } from "@/seo/sitemap";

// Answered per request (its query is cached): URLs carry SITE_URL as the running server reads it.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return sitemapEntries();
}
