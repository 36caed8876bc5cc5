import { readFileSync } from "node:fs";
import { visitedPaths } from "@wafer/schemas/routes";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

// Every route of the route table (plus one instance of each detail page and a search)
// answers in both locales with exactly one main heading, does not scroll sideways, and passes axe
// at the phone (375 px) and desktop (1440 px) widths.

// The route table and one instance of each page with a parameter (schemas/src/routes.ts).
const ROUTES = visitedPaths();

const LOCALES = [
  { locale: "zh", prefix: "", lang: "zh-CN" },
  { locale: "en", prefix: "/en", lang: "en" },
] as const;
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

for (const { locale, prefix, lang } of LOCALES) {
  for (const viewport of WIDTHS) {
    test.describe(`${locale} at ${viewport.width} px`, () => {
      test.use({ viewport });
      for (const route of ROUTES) {
        const url = prefix ? (route === "/" ? prefix : `${prefix}${route}`) : route;
        test(`${url} answers with its heading and no axe violations`, async ({ page }) => {
          const response = await page.goto(url);
          expect(response?.status()).toBe(200);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          const heading = page.getByRole("heading", { level: 1 });
          await expect(heading).toHaveCount(1);
          await expect(heading).toBeVisible();
          await expect(heading).not.toHaveText("");
          // Nothing pushes the page wider than the window (no sideways scrolling on a phone).
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}

test.describe("page content", () => {
  test("the page title names the page and the company", async ({ page }) => {
    await page.goto("/en/about");
    await expect(page).toHaveTitle(/^.+ \| .+$/);
    await page.goto("/quality");
    await expect(page).toHaveTitle(/^.+ \| .+$/);
  });

  test("/test is kept out of search engines and tells an outsider nothing about the build or content", async ({
    page,
  }) => {
    await page.goto("/en/test");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("status")).toHaveText("The site is running.");
    const main = (await page.getByRole("main").textContent()) ?? "";
    expect(main).not.toMatch(/commit|embedded|sanity|revalidat/i);
    await page.goto("/test");
    await expect(page.getByTestId("status")).toHaveText("网站运行正常。");
  });

  test("/contact links to the message form and shows the company's contact details", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("main").getByRole("link", { name: /在线留言/ })).toHaveAttribute("href", "/message");
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
  });

  test("/policy shows its effective date in the locale's format", async ({ page }) => {
    // What the visitor must see follows from the dataset: the effective date of the privacy
    // policy, or the notice that the document is being updated when there is none.
    const dataset = readFileSync(
      process.env.EMBEDDED_DATASET_PATH ?? new URL("../../studio/seed/production.ndjson", import.meta.url),
      "utf8",
    );
    const docs = dataset
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { _type: string; kind?: string; language?: string; effectiveDate?: string });
    const zh = docs.find((doc) => doc._type === "legalDocument" && doc.kind === "privacy" && doc.language === "zh");
    await page.goto("/policy");
    if (zh?.effectiveDate) {
      const [year, month, day] = zh.effectiveDate.split("-").map(Number);
      await expect(page.locator("main")).toContainText(`${year}年${month}月${day}日`);
      await page.goto("/en/policy");
      const english = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${zh.effectiveDate}T00:00:00Z`),
      );
      await expect(page.locator("main")).toContainText(english);
    } else {
      await expect(page.locator("main")).toContainText("本文件正在更新");
    }
  });
});

/** The redirect's target path. Next 16 repeats an identical Location header on a rendered redirect. */
function locations(headers: Record<string, string>): string[] {
  return [...new Set((headers.location ?? "").split(/,\s*/).map((value) => new URL(value, "http://x").pathname))];
}

test.describe("legacy /newsdetail links", () => {
  test("a Chinese item redirects permanently to its page", async ({ request }) => {
    const response = await request.get("/newsdetail?id=news-shanghai-300mm-zh", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(locations(response.headers())).toEqual(["/news/shanghai-300mm-capacity"]);
  });

  test("a browser following the old link lands on the news item", async ({ page }) => {
    await page.goto("/newsdetail?id=news-shanghai-300mm-zh");
    await expect(page).toHaveURL(/\/news\/shanghai-300mm-capacity$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an English item redirects permanently to its English page", async ({ request }) => {
    const response = await request.get("/newsdetail?id=news-shanghai-300mm-en", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(locations(response.headers())).toEqual(["/en/news/shanghai-300mm-capacity"]);
  });

  test("an unknown id is not found", async ({ request }) => {
    const response = await request.get("/newsdetail?id=no-such-news", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const missing = await request.get("/newsdetail", { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
  });
});
