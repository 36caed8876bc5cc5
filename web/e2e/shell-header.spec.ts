import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The alpha channel of the header's computed background colour. */
async function headerAlpha(page: Page): Promise<number> {
  return page.getByRole("banner").evaluate((header) => {
    const colour = getComputedStyle(header).backgroundColor;
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    return parts.length === 4 ? (parts[3] ?? 1) : 1;
  });
}

test.describe("header background", () => {
  for (const path of ["/", "/about", "/makespeech", "/product", "/en", "/en/about", "/en/product"]) {
    test(`is transparent at the top of ${path} and solid once scrolled`, async ({ page }) => {
      await page.goto(path);
      await expect.poll(() => headerAlpha(page)).toBe(0);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      await expect.poll(() => headerAlpha(page)).toBe(1);
      // Back at the top it is transparent again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => headerAlpha(page)).toBe(0);
    });
  }

  for (const path of ["/news", "/contact", "/en/news", "/en/not-a-page"]) {
    test(`is solid white at the top of ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect.poll(() => headerAlpha(page)).toBe(1);
      const colour = await page.getByRole("banner").evaluate((header) => getComputedStyle(header).backgroundColor);
      expect(colour).toBe("rgb(255, 255, 255)");
    });
  }

  test("the logo leads to the home page of the current language", async ({ page }) => {
    await page.goto("/en/news");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^SCS.*Home$/ })
      .click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe("header search", () => {
  test("the search icon reveals a box that submits to /news?q=", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("banner").getByRole("button", { name: "搜索", exact: true }).click();
    const box = page.getByRole("banner").getByPlaceholder("搜索您想了解的内容");
    await expect(box).toBeFocused();
    await box.fill("外延片");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/news\?q=%E5%A4%96%E5%BB%B6%E7%89%87$/);
  });

  test("in English the placeholder is 'Search what you want to know' and results stay under /en", async ({ page }) => {
    await page.goto("/en/about");
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
    const box = page.getByRole("banner").getByPlaceholder("Search what you want to know");
    await box.fill("SOI");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/en\/news\?q=SOI$/);
  });

  test("Escape closes the search box", async ({ page }) => {
    await page.goto("/news");
    const toggle = page.getByRole("banner").getByRole("button", { name: "搜索", exact: true });
    await toggle.click();
    await expect(page.locator("#site-search")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-search")).toBeHidden();
  });
});
