import { expect, test } from "./fixtures";

// A page's scripts load after its first paint (src/http/scripts-after-paint.ts, decision 0026):
// the HTML carries no script tag of its own chunks, and a real browser paints, then fetches
// them, then hydrates. One content page, a news list and a form page, in both languages.

const PAGES = ["/", "/en/news", "/message", "/en/eirform"];
const CHUNK_TAG = /<script src="\/_next\/static\/[^"]+\.js"[^>]*async/;

for (const url of PAGES) {
  test(`${url}: the HTML holds the loader instead of the chunk tags`, async ({ request }) => {
    const html = await (await request.get(url, { headers: { "accept-encoding": "gzip" } })).text();
    expect(html).not.toMatch(CHUNK_TAG);
    expect(html).not.toContain('<link rel="preload" as="script"');
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<script>\(function\(d,s\)\{.*"\/_next\/static\/chunks\/[^"]+\.js","_R_"/);
  });

  test(`${url}: paints first, then fetches its scripts, then hydrates`, async ({ page }) => {
    await page.goto(url); // returns once the page is hydrated (fixtures.ts)
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  });
}
