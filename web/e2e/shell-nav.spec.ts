import { expect, test } from "./fixtures";

test.describe("mobile navigation (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("opens full screen, keeps one group open at a time, traps focus, closes on Escape and returns focus", async ({
    page,
  }) => {
    await page.goto("/news");
    const menuButton = page.getByRole("button", { name: "打开导航菜单" });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole("banner").getByRole("navigation")).toBeHidden();
    await menuButton.click();

    const dialog = page.getByRole("dialog", { name: "主导航" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    expect(box?.height).toBe(812);
    await expect(dialog.getByRole("button", { name: "关闭导航菜单" })).toBeVisible();
    await expect(dialog.getByPlaceholder("搜索您想了解的内容")).toBeVisible();

    // The current section (news) starts unfolded.
    const news = dialog.getByRole("button", { name: "新闻中心" });
    const talent = dialog.getByRole("button", { name: "人才招聘与发展" });
    const about = dialog.getByRole("button", { name: "关于我们" });
    await expect(news).toHaveAttribute("aria-expanded", "true");
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(news).toHaveAttribute("aria-expanded", "false");
    await expect(dialog.getByRole("link", { name: "总裁致辞" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "媒体联系" })).toBeHidden();
    await talent.click();
    await expect(talent).toHaveAttribute("aria-expanded", "true");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await talent.click();
    await expect(talent).toHaveAttribute("aria-expanded", "false");

    // Focus never leaves the open navigation.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("choosing a link navigates there and closes the menu", async ({ page }) => {
    await page.goto("/en/news");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Main navigation" });
    await dialog.getByRole("button", { name: "About Us" }).click();
    await dialog.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  });

  // Issue 29: the menu of the page left behind stayed open (Next keeps that page hidden, not
  // unmounted), an invisible modal that made the English page ignore every tap until a reload.
  for (const start of ["/news/300mm-polished-qualified", "/"]) {
    test(`switching to English from the menu on ${start} leaves a page that answers taps`, async ({ page }) => {
      await page.goto(start);
      await page.getByRole("button", { name: "打开导航菜单" }).click();
      const menu = page.getByRole("dialog", { name: "主导航" });
      await menu.getByRole("link", { name: "EN" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveURL(new RegExp(`/en${start === "/" ? "$" : start}`));
      // Nothing modal is left over, and the page scrolls.
      await expect(page.locator("dialog:modal")).toHaveCount(0);
      await expect(page.locator("html")).not.toHaveAttribute("data-scroll-locked");
      // The English menu opens on a tap and navigates.
      await page.getByRole("button", { name: "Open navigation menu" }).click();
      const english = page.getByRole("dialog", { name: "Main navigation" });
      await expect(english).toBeVisible();
      await english.getByRole("button", { name: "About Us" }).click();
      await english.getByRole("link", { name: "Contact Us" }).click();
      await expect(page).toHaveURL(/\/en\/contact$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
      // And back in Chinese from the English menu.
      await page.getByRole("button", { name: "Open navigation menu" }).click();
      await page.getByRole("dialog", { name: "Main navigation" }).getByRole("link", { name: "中文" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
      await page.getByRole("button", { name: "打开导航菜单" }).click();
      await expect(page.getByRole("dialog", { name: "主导航" })).toBeVisible();
    });
  }

  test("the close button closes it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "打开导航菜单" }).click();
    const dialog = page.getByRole("dialog", { name: "主导航" });
    await dialog.getByRole("button", { name: "关闭导航菜单" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("desktop navigation (1440 px)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows the seven groups; dropdowns work with the keyboard", async ({ page }) => {
    await page.goto("/news");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "主导航" });
    await expect(page.getByRole("button", { name: "打开导航菜单" })).toBeHidden();
    for (const name of ["产品与服务", "研发技术", "投资者关系", "新闻中心", "ESG", "人才招聘与发展", "关于我们"]) {
      await expect(nav.getByText(name, { exact: true })).toBeVisible();
    }

    const about = nav.getByRole("button", { name: "关于我们" });
    await about.focus();
    await page.keyboard.press("ArrowDown");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "公司简介" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "总裁致辞" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(nav.getByRole("link", { name: "在线留言" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();

    // Enter toggles; Tab walks into the list; leaving the group closes it.
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    const news = nav.getByRole("button", { name: "新闻中心" });
    await news.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "公司新闻" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(news).toHaveAttribute("aria-expanded", "false");

    // A link chosen by keyboard navigates.
    await about.focus();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "公司简介" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "总裁致辞" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/makespeech$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("总裁致辞");
  });

  test("hovering a group opens its dropdown and a click keeps it open", async ({ page }) => {
    await page.goto("/en/news");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main navigation" });
    const careers = nav.getByRole("button", { name: "Careers" });
    await careers.hover();
    await expect(careers).toHaveAttribute("aria-expanded", "true");
    await careers.click();
    await expect(careers).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Campus Hiring" }).click();
    await expect(page).toHaveURL(/\/en\/campussort$/);
  });
});

test.describe("footer", () => {
  test("shows the navigation as columns, filing records from site settings and the legal links", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/news");
    const footer = page.getByRole("contentinfo");
    const nav = footer.getByRole("navigation", { name: "网站地图" });
    await expect(nav.getByRole("heading", { level: 2 })).toHaveCount(7);
    await expect(nav.getByRole("link", { name: "校园招聘" })).toBeVisible();
    const icp = footer.getByRole("link", { name: "沪ICP备2008000000号-1" });
    await expect(icp).toHaveAttribute("href", "https://beian.miit.gov.cn/");
    await expect(footer.getByRole("link", { name: "沪公网安备 31011502000000号" })).toHaveAttribute(
      "href",
      "https://beian.mps.gov.cn/#/query/webSearch?code=31011502000000",
    );
    await expect(footer.getByRole("link", { name: "隐私政策" })).toHaveAttribute("href", "/policy");
    await expect(footer.getByRole("link", { name: "使用条款" })).toHaveAttribute("href", "/term");
    await expect(footer.getByRole("link", { name: "免责声明" })).toHaveAttribute("href", "/disclaimers");
  });

  test("opens the privacy summary dialog with a link to the full policy", async ({ page }) => {
    await page.goto("/en/news");
    await page.getByRole("contentinfo").getByRole("button", { name: "Privacy summary" }).click();
    const dialog = page.getByRole("dialog", { name: "Privacy policy summary" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("25 July 2022");
    await expect(dialog.getByRole("link", { name: "Read the full privacy policy" })).toHaveAttribute(
      "href",
      "/en/policy",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the footer search submits to /news", async ({ page }) => {
    await page.goto("/contact");
    const box = page.getByRole("contentinfo").getByPlaceholder("搜索您想了解的内容");
    await box.fill("SOI");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/news\?q=SOI$/);
  });

  test("on mobile the navigation is an accordion with one section open at a time", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/news");
    const nav = page.getByRole("contentinfo").getByRole("navigation", { name: "网站地图" });
    const about = nav.getByRole("button", { name: "关于我们" });
    const news = nav.getByRole("button", { name: "新闻中心" });
    await expect(nav.getByRole("link", { name: "公司简介" })).toBeHidden();
    await about.click();
    await expect(nav.getByRole("link", { name: "公司简介" })).toBeVisible();
    await news.click();
    await expect(nav.getByRole("link", { name: "媒体联系" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "公司简介" })).toBeHidden();
    await expect(about).toHaveAttribute("aria-expanded", "false");
  });

  test("a page can hide the footer navigation (FooterNavShow = false)", async ({ page }) => {
    await page.goto("/contact");
    const nav = page.getByRole("contentinfo").getByRole("navigation", { name: "网站地图" });
    await expect(nav).toBeVisible();
    // What <FooterNavHidden /> renders into a page.
    await page.evaluate(() => {
      const marker = document.createElement("span");
      marker.hidden = true;
      marker.dataset.footerNavShow = "false";
      document.querySelector("main")?.append(marker);
    });
    await expect(nav).toBeHidden();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "隐私政策" })).toBeVisible();
  });
});
