/** The public origin of the site, for absolute URLs in the sitemap and feeds. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
}
