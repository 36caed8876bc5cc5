import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

// Site search at /news?q=… over the seed dataset: what a visitor types, sees and can reach.

const search = (page: Page, path: string, q: string) => page.goto(`${path}?q=${encodeURIComponent(q)}`);
const group = (page: Page, name: RegExp) => page.getByRole("region", { name });

test.describe("site search", () => {
  test("a Chinese term found only inside a longer sentence of a news body finds that news item", async ({ page }) => {
    // news-shanghai-300mm-zh: "…产品覆盖抛光片、外延片与氩气退火片。" The title says nothing of it.
    await search(page, "/news", "氩气退火");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("站内搜索");
    const news = group(page, /^新闻（\d+）$/);
    const item = news.getByRole("listitem").filter({ hasText: "上海300mm产线月产能达到80万片" });
    await expect(item.getByRole("link")).toHaveAttribute("href", "/news/shanghai-300mm-capacity");
    await expect(item.locator("mark").first()).toHaveText("氩气退火");
    await expect(page.getByRole("searchbox", { name: "搜索新闻、职位和页面" })).toHaveValue("氩气退火");
  });

  test("临港, which the word segmenter splits in two, still finds the Lingang news", async ({ page }) => {
    await search(page, "/news", "临港");
    const news = group(page, /^新闻（\d+）$/);
    await expect(news.getByRole("link", { name: "上海300mm产线月产能达到80万片" })).toBeVisible();
  });

  test("results are grouped by kind: news, jobs, pages, each with its count", async ({ page }) => {
    await search(page, "/news", "外延");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText([/^新闻（\d+）$/, /^职位（\d+）$/, /^页面（\d+）$/]);
    for (const name of [/^新闻/, /^职位/, /^页面/]) {
      const count = Number(
        (await group(page, name).getByRole("heading", { level: 2 }).textContent())?.match(/\d+/)?.[0],
      );
      await expect(group(page, name).getByRole("listitem")).toHaveCount(Math.min(count, 20));
    }
    // A job's card links to its page and says which kind it is.
    const job = group(page, /^职位/).getByRole("listitem").filter({ hasText: "外延工艺工程师" });
    await expect(job.getByRole("link")).toHaveAttribute("href", "/jobs/epitaxy-process-engineer");
    await expect(job.getByText("职位", { exact: true })).toBeVisible();
  });

  test("title matches come first", async ({ page }) => {
    await search(page, "/news", "外延");
    const first = group(page, /^新闻/).getByRole("listitem").first().getByRole("heading");
    await expect(first.locator("mark")).toHaveText("外延");
  });

  test("an English query on /en returns English items only", async ({ page }) => {
    await search(page, "/en/news", "Lingang");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site search");
    await expect(
      group(page, /^News \(\d+\)$/).getByRole("link", { name: /Shanghai 300mm line reaches/ }),
    ).toBeVisible();
    const results = page.locator("main section li h3 a");
    expect(await results.count()).toBeGreaterThan(0);
    for (const link of await results.all()) {
      await expect(link).toHaveAttribute("href", /^\/en(\/|$)/);
      await expect(link).not.toHaveText(/\p{Script=Han}/u);
    }
  });

  test("epitaxy finds the English job", async ({ page }) => {
    await search(page, "/en/news", "epitaxy");
    const jobs = group(page, /^Jobs \(\d+\)$/);
    await expect(jobs.getByRole("link", { name: "Epitaxy Process Engineer" })).toHaveAttribute(
      "href",
      "/en/jobs/epitaxy-process-engineer",
    );
  });

  test("no result shows what to do next, in each language", async ({ page }) => {
    await search(page, "/news", "量子计算机");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      "没有找到与“量子计算机”相关的内容",
    );
    await expect(page.getByText("检查关键词是否有错别字")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "公司新闻" })).toHaveAttribute("href", "/news");

    await search(page, "/en/news", "quantum computer");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      "No results for “quantum computer”",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Company news" })).toHaveAttribute(
      "href",
      "/en/news",
    );
  });

  test("an empty query shows the plain news list", async ({ page }) => {
    await search(page, "/news", "  ");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("公司新闻");
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "上海300mm产线月产能达到80万片" })).toBeVisible();
  });

  test("the search form submits a new query to /news", async ({ page }) => {
    await search(page, "/en/news", "wafer");
    const box = page.getByRole("searchbox", { name: "Search news, jobs and pages" });
    await box.fill("Chongqing");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/en\/news\?q=Chongqing$/);
    await expect(group(page, /^News/).getByRole("link", { name: /Chongqing 200mm line/ })).toBeVisible();
  });

  test("markup typed into the query is shown as text", async ({ page }) => {
    await search(page, "/news", "<img src=x onerror=alert(1)>");
    await expect(page.locator("main img")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("<img src=x onerror=alert(1)>");
  });

  for (const width of [375, 1440]) {
    test(`no accessibility violations at ${width}px (results and empty state, zh and en)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, q] of [
        ["/news", "外延"],
        ["/en/news", "epitaxy"],
        ["/news", "量子计算机"],
        ["/en/news", "quantum"],
      ] as const) {
        await search(page, path, q);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await axeViolations(page), `${path}?q=${q}`).toEqual([]);
      }
    });
  }
});
