import { expect, test } from "@playwright/test";
import { startSiteUrl } from "../../scripts/run/start-builds.ts";
import { axeViolations } from "../e2e/axe";
import { expectSite, lakeClient, SITE, visit } from "./studio";

// Issue 42, item 1: an editor's page (a `sitePage`) published in the lake is a page of the site
// at its path within the usual second: in Chinese at /<slug>, its English translation at
// /en/<slug>, each with its title, hreflang to the other, the editors' Open Graph image, its
// breadcrumb, its sitemap entry and a site-search hit; a page marked noindex stays out of the
// sitemap; English has no page where only the Chinese document exists; a new path replaces the old.
// The documents are written through the lake's API (as the studio writes them); the lake's webhook
// tells the site.

const lake = lakeClient("presentation-tool");
const run = Date.now() % 1_000_000;
const slug = `expo-${run}`;
const word = `wafershow${run}`;
const IMAGE = "image-a535c06fac6cb393bddca00df9084b3f7fc2720e-1600x800-png";
const ids = { zh: `site-page-expo-${run}-zh`, en: `site-page-expo-${run}-en`, hidden: `site-page-hidden-${run}` };

const section = (heading: string, text: string) => ({
  _key: "s1",
  _type: "pageSection",
  key: "highlights",
  layout: "cards",
  heading,
  items: [{ _key: "i1", _type: "sectionItem", title: heading, text }],
});

const pageDoc = (language: "zh" | "en", title: string, extra: Record<string, unknown> = {}) => ({
  _id: ids[language],
  _type: "sitePage",
  language,
  title,
  slug: { _type: "slug", current: slug },
  intro:
    language === "zh" ? `欢迎莅临我们的展台，了解300mm硅片 ${word}。` : `Visit our booth to see 300mm wafers ${word}.`,
  sections: [
    section(language === "zh" ? "展品亮点" : "Highlights", language === "zh" ? "外延片与SOI片" : "Epi and SOI"),
  ],
  ogImage: { _type: "image", asset: { _type: "reference", _ref: IMAGE }, alt: title },
  noindex: false,
  ...extra,
});

const seo = {
  title: `SEMICON China 2027 booth N4 ${run}`,
  description: "Meet our engineers at booth N4-4567, 17–19 March 2027: 300mm epitaxial and SOI wafer samples.",
};
/** The site's public origin, as its pages spell absolute URLs (the servers' SITE_URL). */
const ORIGIN = startSiteUrl();
const titles = { zh: `SEMICON 展会 ${run}`, en: `SEMICON show ${run}` };
const head = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const h1 = (html: string) => head(html, /<h1[^>]*>([^<]*)</);
/** The page's `<link rel="alternate" hreflang>` links: language → URL (React writes `hrefLang`). */
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)].flatMap(([tag]) => {
      const lang = /hreflang="([^"]*)"/i.exec(tag)?.[1];
      const href = /href="([^"]*)"/.exec(tag)?.[1];
      return lang && href ? [[lang, href]] : [];
    }),
  );
const canonical = (html: string) => /<link [^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1];

test.afterAll(async () => {
  const tx = lake.transaction();
  for (const id of [...Object.values(ids), `translation.metadata.${ids.zh}`]) tx.delete(id);
  await tx.commit().catch(() => {});
});

test("a published page is live in Chinese and English with its head, breadcrumb, sitemap entry and search hit", async ({
  page,
}) => {
  // A visit before it exists: the 404, cached like any page (a publish must replace it).
  expect((await visit(`/${slug}`)).status).toBe(404);

  const published = Date.now();
  await lake.createOrReplace(pageDoc("zh", titles.zh));
  await expectSite(`/${slug}`, ({ status, html }) => status === 200 && h1(html) === titles.zh, 5_000);
  const elapsed = Date.now() - published;
  console.log(`site page: live ${elapsed} ms after the publish (lake write → site shows it)`);
  test.info().annotations.push({ type: "publish → live (ms)", description: String(elapsed) });
  // English falls back to nothing, as news does: no English document, no English page.
  expect((await visit(`/en/${slug}`)).status).toBe(404);

  // The English version with its SEO fields filled in: they win over the title and introduction.
  await lake.createOrReplace(pageDoc("en", titles.en, { seoTitle: seo.title, seoDescription: seo.description }));
  await lake.createOrReplace({
    _id: `translation.metadata.${ids.zh}`,
    _type: "translation.metadata",
    schemaTypes: ["sitePage"],
    translations: [
      { _key: "zh", _type: "internationalizedArrayReferenceValue", value: { _type: "reference", _ref: ids.zh } },
      { _key: "en", _type: "internationalizedArrayReferenceValue", value: { _type: "reference", _ref: ids.en } },
    ],
  });
  await expectSite(`/en/${slug}`, ({ status, html }) => status === 200 && h1(html) === titles.en, 5_000);
  await expectSite(`/${slug}`, ({ html }) => alternates(html).en === `${ORIGIN}/en/${slug}`, 5_000);

  for (const [locale, path, title] of [
    ["zh", `/${slug}`, titles.zh],
    ["en", `/en/${slug}`, titles.en],
  ] as const) {
    const { html } = await visit(path);
    expect(head(html, /<title>([^<]*)<\/title>/), path).toContain(locale === "en" ? seo.title : title);
    if (locale === "en") expect(head(html, /<meta name="description" content="([^"]*)"/), path).toBe(seo.description);
    expect(canonical(html), path).toBe(`${ORIGIN}${path}`);
    expect(alternates(html), path).toEqual({
      "zh-CN": `${ORIGIN}/${slug}`,
      en: `${ORIGIN}/en/${slug}`,
      "x-default": `${ORIGIN}/${slug}`,
    });
    // The editors' Open Graph picture, not the generated card.
    expect(head(html, /<meta property="og:image" content="([^"]*)"/), path).toMatch(
      /\/media\/a535c06fac6cb393bddca00df9084b3f7fc2720e-1600x800\.png$/,
    );
    expect(html, path).not.toContain('name="robots" content="noindex');
    // The breadcrumb: Home › the page.
    const crumbs = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map(([, json]) => JSON.parse(json as string))
      .find((data) => data["@type"] === "BreadcrumbList");
    expect(
      crumbs?.itemListElement?.map((item: { name: string }) => item.name),
      path,
    ).toEqual([locale === "zh" ? "首页" : "Home", title]);
    // Site search finds it, in its language.
    const results = await visit(`${locale === "zh" ? "" : "/en"}/search?q=${word}`);
    expect(results.html, `search in ${locale}`).toContain(`href="${path}"`);
  }

  const sitemap = (await visit("/sitemap.xml")).html;
  expect(sitemap).toContain(`<loc>${ORIGIN}/${slug}</loc>`);
  expect(sitemap).toContain(`<loc>${ORIGIN}/en/${slug}</loc>`);

  // axe on the page, phone and desktop widths.
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [`/${slug}`, `/en/${slug}`]) {
      await page.goto(`${SITE}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
    }
  }
});

test("a page marked noindex is live but stays out of the sitemap; a new path replaces the old one", async () => {
  // Without a picture of its own: the site's generated card, with the page's title.
  const { ogImage: _none, ...withoutPicture } = pageDoc("zh", `内部通知 ${run}`);
  const hidden = {
    ...withoutPicture,
    _id: ids.hidden,
    slug: { _type: "slug", current: `notice-${run}` },
  };
  await lake.createOrReplace({ ...hidden, noindex: true });
  await expectSite(`/notice-${run}`, ({ status }) => status === 200, 5_000);
  const { html } = await visit(`/notice-${run}`);
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect((await visit("/sitemap.xml")).html).not.toContain(`/notice-${run}<`);
  const card = head(html, /<meta property="og:image" content="([^"]*)"/);
  expect(card).toBe(`${ORIGIN}/og/zh/notice-${run}.png`);
  const png = await fetch(`${SITE}/og/zh/notice-${run}.png`);
  expect(png.status).toBe(200);
  expect(png.headers.get("content-type")).toBe("image/png");

  // Renamed: the new path shows it, the old one no longer does (404, or a redirect once editors'
  // redirects record one).
  await lake.createOrReplace({ ...hidden, noindex: true, slug: { _type: "slug", current: `notice-${run}-b` } });
  await expectSite(`/notice-${run}-b`, ({ status }) => status === 200, 5_000);
  await expectSite(`/notice-${run}`, ({ status }) => status !== 200, 5_000);
});
