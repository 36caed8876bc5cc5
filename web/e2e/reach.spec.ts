import { expect, test } from "@playwright/test";
import { canonicalOf, fetchPage, isNoindex, linkedPaths, metaContents, SITE, sitemapUrls, sitePath } from "./crawl";

// What reaches people through other sites (issue 43): the preview image of every page a share or a
// search result shows, and search engines told which pages to index. Read as a crawler reads the
// site: plain HTTP, no JavaScript, every page of the sitemap (both languages).

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(1, 4).toString("latin1") !== "PNG") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("every page of the sitemap, in both languages, has a 1200×630 PNG as og:image and twitter:image", async ({
  request,
}) => {
  test.setTimeout(300_000);
  const urls = await sitemapUrls(request);
  // Both languages are in it: the English half is under /en.
  expect(urls.filter((url) => url === `${SITE}/en` || url.startsWith(`${SITE}/en/`)).length).toBeGreaterThan(50);
  const images = new Map<string, string>(); // image URL → the first page naming it
  const problems: string[] = [];
  for (const url of urls) {
    const page = await fetchPage(request, sitePath(url));
    if (page.status !== 200) {
      problems.push(`${url}: ${page.status}`);
      continue;
    }
    for (const key of ["og:image", "twitter:image"]) {
      const found = metaContents(page.html, key);
      if (found.length === 0) problems.push(`${url}: no ${key}`);
      for (const image of found) if (!images.has(image)) images.set(image, url);
    }
  }
  for (const [image, url] of images) {
    const response = await request.get(sitePath(image));
    const size = response.status() === 200 ? pngSize(await response.body()) : null;
    const type = response.headers()["content-type"];
    if (response.status() !== 200 || type !== "image/png" || size?.width !== 1200 || size.height !== 630) {
      problems.push(`${image} (of ${url}): ${response.status()} ${type} ${size?.width}×${size?.height}`);
    }
  }
  expect(problems).toEqual([]);
  // Product pages among them (issue 43: their images answered 404).
  expect([...images.keys()].filter((image) => image.includes("/product/")).length).toBeGreaterThanOrEqual(2);
});

// How far the walk goes beyond the sitemap's pages: every link of theirs, and links of what those
// lead to, up to this many pages (the seed's site has about 120 such pages).
const WALK_LIMIT = 600;

test("every page linked from the site is in the sitemap, noindex, or canonical to a page of the sitemap", async ({
  request,
}) => {
  test.setTimeout(300_000);
  const listed = new Set((await sitemapUrls(request)).map(sitePath));
  const seen = new Set(listed);
  let queue = [...listed];
  const outside: string[] = [];
  const problems: string[] = [];
  while (queue.length > 0 && outside.length < WALK_LIMIT) {
    const next: string[] = [];
    for (const path of queue) {
      const page = await fetchPage(request, path);
      for (const link of linkedPaths(page.html)) {
        if (seen.has(link) || outside.length >= WALK_LIMIT) continue;
        seen.add(link);
        outside.push(link);
        next.push(link);
        const target = await fetchPage(request, link);
        // Files (datasheets, certificates, feeds) are not pages.
        if (!target.type.includes("text/html")) continue;
        if (target.status !== 200) {
          problems.push(`${link} (linked from ${path}): ${target.status}`);
          continue;
        }
        const canonical = canonicalOf(target.html);
        const canonicalListed = canonical?.startsWith(SITE) && listed.has(sitePath(canonical));
        if (!isNoindex(target.html) && !canonicalListed) {
          problems.push(
            `${link} (linked from ${path}): indexable, canonical ${canonical ?? "none"}, not in the sitemap`,
          );
        }
      }
    }
    queue = next;
  }
  expect(problems).toEqual([]);
  // The walk found the pages issue 43 named: application forms and later pages of the news list.
  expect(outside.some((path) => /^\/jobs\/[^/]+\/apply$/.test(path))).toBe(true);
  expect(outside.some((path) => /^\/en\/jobs\/[^/]+\/apply$/.test(path))).toBe(true);
  expect(outside.some((path) => /^(\/en)?\/news\/page\/2$/.test(path))).toBe(true);
});
