import { expect, test } from "./fixtures";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test.describe("locale routing", () => {
  test("an /en page remembers English in the i18n_locale cookie (365 days, SameSite=Lax, whole site)", async ({
    page,
    context,
  }) => {
    await page.goto("/en/about");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_locale");
    expect(cookie?.value).toBe("en");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(lifetime - YEAR_SECONDS)).toBeLessThan(120);
  });

  test("zh has no prefix and /zh redirects to the unprefixed URL", async ({ page }) => {
    await page.goto("/zh/about");
    expect(new URL(page.url()).pathname).toBe("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await page.goto("/zh");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("/en pages are English with lang en and the English body class", async ({ page }) => {
    await page.goto("/en/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("body")).toHaveClass(/\blocale-en\b/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Focused on large-diameter IC wafers");
  });

  test.describe("an English browser", () => {
    test.use({ locale: "en-US" });

    test("is sent from / to /en with a 302", async ({ page }) => {
      const response = await page.goto("/");
      expect(new URL(page.url()).pathname).toBe("/en");
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });

    test("is not redirected away from a deep Chinese URL (detection only on /)", async ({ page }) => {
      await page.goto("/about");
      expect(new URL(page.url()).pathname).toBe("/about");
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("专注大尺寸集成电路硅片");
    });

    test("stays on Chinese at / once Chinese was chosen (the cookie wins)", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "i18n_locale", value: "zh", url: baseURL }]);
      await page.goto("/");
      expect(new URL(page.url()).pathname).toBe("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    });
  });

  test("a Chinese browser with an English cookie gets English at / but Chinese at a deep zh URL", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "i18n_locale", value: "en", url: baseURL }]);
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/en");
    await page.goto("/makespeech");
    expect(new URL(page.url()).pathname).toBe("/makespeech");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  });
});

test.describe("language switcher", () => {
  test("switches a deep page to its English version and back, updating lang, body class and cookie", async ({
    page,
    context,
  }) => {
    await page.goto("/makespeech");
    await expect(page.locator("body")).toHaveClass(/\blocale-zh\b/);
    await page.getByRole("group", { name: "语言" }).getByRole("link", { name: "EN", exact: true }).click();
    await expect(page).toHaveURL(/:\d+\/en\/makespeech$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("body")).toHaveClass(/\blocale-en\b/);
    await expect(page.locator("body")).not.toHaveClass(/\blocale-zh\b/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("President's message");
    expect((await context.cookies()).find((c) => c.name === "i18n_locale")?.value).toBe("en");

    await page.getByRole("group", { name: "Language" }).getByRole("link", { name: "中文", exact: true }).click();
    await expect(page).toHaveURL(/:\d+\/makespeech$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.locator("body")).toHaveClass(/\blocale-zh\b/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("总裁致辞");
    expect((await context.cookies()).find((c) => c.name === "i18n_locale")?.value).toBe("zh");
  });

  test("goes to the translation a page publishes as its hreflang alternate", async ({ page }) => {
    await page.goto("/contact");
    // What a document page's generateMetadata emits through languageSwitchMetadata().
    await page.evaluate(() => {
      // Stand in for a document page whose translation lives at another path. Only the address
      // changes: the link element belongs to React's head, which removes it on the next page.
      let link = document.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang="en"]');
      if (!link) {
        link = document.createElement("link");
        link.rel = "alternate";
        link.hreflang = "en";
        document.head.append(link);
      }
      link.href = "/en/about";
    });
    await page.getByRole("group", { name: "语言" }).getByRole("link", { name: "EN", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    // The address changes first; the new page's content follows once its data has arrived.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Focused on large-diameter IC wafers", {
      timeout: 15_000,
    });
  });

  test("keeps the search query when switching the search results page", async ({ page }) => {
    await page.goto("/news?q=wafer");
    await page.getByRole("group", { name: "语言" }).getByRole("link", { name: "EN", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/news\?q=wafer$/);
  });
});
