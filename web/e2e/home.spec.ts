import { expect, test } from "./fixtures";

// The h1 is the hero title of the home page copy (documents page-home-zh / page-home-en of the seed).
test.describe("home page from the embedded dataset", () => {
  test("Chinese at / with lang zh-CN", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("大尺寸集成电路硅片，服务全球晶圆厂");
  });

  test("English at /en with lang en", async ({ page }) => {
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Large-diameter IC silicon wafers for the world's fabs",
    );
  });
});
