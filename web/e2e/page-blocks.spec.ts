import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { overBudget, weighPage } from "./page-weight";

// The page blocks of issue 42 on the seeded editor's page 产品家族概览 / Wafer families
// (sitePage "wafer-family", scripts/seed/site-pages.mjs), as a visitor meets them in both languages:
// every block's heading, the pictures' alternative texts, links in the page's language, a table
// with its headers, an accordion that works with the keyboard, its FAQPage structured data, a
// download served by the site, the inquiry form, axe at the phone and desktop widths, and the
// form page's script budget (issue 17: 190 KiB).

const BROCHURE = "/media/files/517e9ef65286d1840c6d61e69d0e777f2ccaf4f9.pdf";

const PAGES = [
  {
    url: "/wafer-family",
    h1: "产品家族概览",
    headings: [
      "四个产品家族",
      "外延片",
      "工艺与产品",
      "300mm 抛光片",
      "规格对照",
      "常见问题",
      "产品手册",
      "加入销售团队",
      "产品询价",
    ],
    alts: [
      "洁净室中的一片 300mm 抛光硅片",
      "外延片、SOI 硅片与退火片的剖面示意",
      "300mm 外延片及其外延层剖面",
      "SOI 硅片剖面：顶层硅、埋氧层与衬底",
    ],
    links: [
      ["查看产品规格", "/product/300mm-polished"],
      ["查看职位", "/jobs/sales-manager-east-china"],
    ],
    table: { column: "产品家族", row: "外延片" },
    question: "交货周期多长？",
    answer: "标准品通常为 4 至 8 周",
    download: "下载产品手册（PDF，1 KB）",
    formField: "公司名称",
  },
  {
    url: "/en/wafer-family",
    h1: "Wafer families",
    headings: [
      "Four product families",
      "Epitaxial wafers",
      "Processes and products",
      "300mm polished wafers",
      "Specifications at a glance",
      "Frequently asked questions",
      "Product brochure",
      "Join our sales team",
      "Ask for a quote",
    ],
    alts: [
      "A 300mm polished wafer in a clean room",
      "Cross-sections of epitaxial, SOI and annealed wafers",
      "A 300mm epitaxial wafer and a cross-section of its layer",
      "SOI cross-section: device layer, buried oxide and handle wafer",
    ],
    links: [
      ["See the specifications", "/en/product/300mm-polished"],
      // The block references the Chinese post: the English page links to its English translation.
      ["See the job", "/en/jobs/sales-manager-east-china"],
    ],
    table: { column: "Family", row: "Epitaxial" },
    question: "How long is the lead time?",
    answer: "Usually 4 to 8 weeks",
    download: "Download Product brochure (PDF, 1 KB)",
    formField: "Company",
  },
] as const;

for (const expected of PAGES) {
  test.describe(expected.url, () => {
    test("shows every block as a visitor reads it", async ({ page, request }) => {
      const response = await page.goto(expected.url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.h1);
      const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
      for (const heading of expected.headings) expect(headings).toContain(heading);
      for (const alt of expected.alts) await expect(page.getByRole("img", { name: alt, exact: true })).toHaveCount(1);
      for (const [name, href] of expected.links) {
        await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
      }
      await expect(page.getByRole("columnheader", { name: expected.table.column })).toBeVisible();
      await expect(page.getByRole("rowheader", { name: expected.table.row, exact: true })).toBeVisible();

      // The accordion: closed at first, opened from the keyboard.
      const answer = page.getByText(expected.answer);
      await expect(answer).toBeHidden();
      await page.getByText(expected.question, { exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(answer).toBeVisible();

      // One FAQPage, with every question and its answer.
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
        JSON.parse(text),
      );
      const faq = data.filter((item) => item["@type"] === "FAQPage");
      expect(faq).toHaveLength(1);
      expect(faq[0].mainEntity).toHaveLength(3);
      expect(faq[0].mainEntity[1]).toMatchObject({
        "@type": "Question",
        name: expected.question,
        acceptedAnswer: { "@type": "Answer", text: expect.stringContaining(expected.answer) },
      });

      // The download: the site's own file, a PDF.
      const download = page.getByRole("link", { name: expected.download });
      await expect(download).toHaveAttribute("href", BROCHURE);
      const file = await request.get(BROCHURE);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("application/pdf");
      expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

      // The inquiry form, ready once its code has loaded.
      await expect(page.getByLabel(expected.formField, { exact: false }).first()).toBeVisible();
      await expect(page.getByRole("main").locator('form button[type="submit"]')).toBeEnabled();
    });

    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1440, height: 900 },
    ]) {
      test(`has no axe violations and no sideways scrolling at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(expected.url);
        // With an answer open too: its text is checked like the rest.
        await page
          .locator("details")
          .first()
          .evaluate((details) => details.setAttribute("open", ""));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test("the page loads the form's code only because it shows the form, within a form page's script budget", async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const weigh = async (url: string, kind: "content" | "form") => {
    await fetch(`${origin}${url}`);
    const context = await browser.newContext();
    const weight = await weighPage(await context.newPage(), origin, url, kind);
    await context.close();
    return weight;
  };
  const [page, formPage, contentPage] = [
    await weigh("/wafer-family", "form"),
    await weigh("/message", "form"),
    await weigh("/about", "content"),
  ];
  expect(overBudget(page), `JS ${page.js} B`).toEqual([]);
  console.log(`/wafer-family: JS ${page.js} B, HTML ${page.html} B (/message: JS ${formPage.js} B)`);
  // The form's code: what the form page loads beyond a content page, and this page loads too.
  const loaded = (weight: typeof page) => new Set(weight.scripts.map((script) => script.path));
  const formCode = [...loaded(formPage)].filter((path) => !loaded(contentPage).has(path) && loaded(page).has(path));
  expect(formCode.length).toBeGreaterThan(0);
  // None of it is an entry script of the page's HTML: it is fetched when the form renders
  // (LazySubmissionForm), so a page of the same route without a form block never loads it.
  const html = await (await fetch(`${origin}/wafer-family`, { headers: { Cookie: "i18n_locale=zh" } })).text();
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(
    (match) => new URL(match[1] ?? "", origin).pathname,
  );
  expect(entries.length).toBeGreaterThan(0);
  expect(formCode.filter((path) => entries.includes(path))).toEqual([]);
});

test("a download is served only while a published page offers it", async ({ request }) => {
  // A made-up hash and a name that is not a hash are not files of the site.
  expect((await request.get("/media/files/0000000000000000000000000000000000000000.pdf")).status()).toBe(404);
  expect((await request.get("/media/files/..%2Fproduction.ndjson")).status()).toBe(404);
});
