import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

const widths = [375, 1440];

for (const width of widths) {
  test.describe(`shell at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 812 : 900 } });

    // Every page with its menus closed: pages.spec.ts, at both widths and in both languages.
    test("axe finds no violations with the menus open", async ({ page }) => {
      await page.goto("/en/news");
      if (width < 1025) {
        await page.getByRole("button", { name: "Open navigation menu" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "About Us" }).click();
      } else {
        await page.getByRole("banner").getByRole("button", { name: "About Us" }).click();
        await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("fluid layout", () => {
  for (const path of ["/", "/en", "/news", "/en/no-such-page"]) {
    test(`no horizontal scrolling at 320 px on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the viewport allows zooming", async ({ page }) => {
    await page.goto("/");
    const content = await page.locator('meta[name="viewport"]').getAttribute("content");
    expect(content).toContain("width=device-width");
    expect(content).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/);
  });

  /** Holds back the data of client navigations to /about, so they outlast the 200 ms throttle. */
  async function slowAbout(page: import("@playwright/test").Page, ms: number) {
    await page.route(
      (url) => url.pathname === "/about" && url.searchParams.has("_rsc"),
      async (route) => {
        // A prefetch that already arrived would make the click instant: refuse prefetches, so the
        // navigation itself fetches (slowly), whatever the machine's speed.
        const headers = route.request().headers();
        if (Object.keys(headers).some((name) => name.startsWith("next-router-") && name.includes("prefetch"))) {
          await route.abort().catch(() => {});
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, ms));
        await route.continue().catch(() => {});
      },
    );
  }

  test("the route-change progress bar shows for a slow navigation, then finishes", async ({ page }) => {
    await slowAbout(page, 1500);
    await page.goto("/news");
    await page.getByRole("contentinfo").getByRole("link", { name: "公司简介" }).click();
    await expect(page.getByRole("progressbar", { name: "页面加载中" })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });

  test("the route-change progress bar stays quiet under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await slowAbout(page, 1500);
    await page.goto("/news");
    await page.getByRole("contentinfo").getByRole("link", { name: "公司简介" }).click();
    await page.waitForTimeout(700);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page).toHaveURL(/\/about$/);
  });
});
