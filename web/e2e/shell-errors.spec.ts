import { expect, test } from "./fixtures";

test.describe("unknown paths", () => {
  test("answer 404 with the Chinese texts under zh", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("您访问的页面不存在");
    const home = page.getByRole("main").getByRole("link", { name: "返回首页" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("answer 404 with 'This page could not be found' under en", async ({ page }) => {
    const response = await page.goto("/en/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      "/en",
    );
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
