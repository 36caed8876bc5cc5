import { type Browser, expect, type Page, test } from "@playwright/test";
import { documentPane, expectSite, lakeClient, openDesk, openStudio, publish, SITE, visit } from "./studio";

// Menus from the studio (issue 42, item 2): the header's groups and the footer's columns are the
// `menus` document. A publish — through the lake's API, then by an editor in the Chinese studio —
// changes the menus of every page in both languages: the desktop header, the phone's accordion
// and the footer. Each test puts the seed's menus back afterwards.

test.describe.configure({ mode: "serial" });

const lake = lakeClient();
const run = Date.now().toString(36);

type Item = {
  _key: string;
  _type: "menuItem";
  linkType: string;
  routeKey?: string;
  page?: object;
  hidden?: boolean;
  label?: object;
};
type Group = { _key: string; group: string; hidden?: boolean; label?: object; items?: Item[] };
type Menus = { _id: string; _type: string; groups: Group[] };

let original: Menus;
test.beforeAll(async () => {
  original = (await lake.getDocument("menus")) as unknown as Menus;
  expect(original?.groups?.map((group) => group.group)).toEqual([
    "product",
    "research",
    "investor",
    "news",
    "esg",
    "talent",
    "about",
  ]);
});

/** Publishes the seed's menus again and waits until the site shows them. */
async function restore() {
  const { _rev: _r, _updatedAt: _u, _createdAt: _c, ...doc } = original as Menus & Record<string, unknown>;
  await lake.createOrReplace(doc as never);
  await lake.delete("drafts.menus").catch(() => {});
  await expectSite("/about", ({ html }) => html.includes(">媒体联系<") && html.includes(">ESG<"));
}

async function sitePage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: SITE,
    viewport: { width, height: width < 500 ? 812 : 900 },
    hasTouch: width < 500,
    locale: "zh-CN",
  });
  return context.newPage();
}

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

test.describe("a menu published through the lake", () => {
  test.afterAll(restore);

  test("renames, hides, reorders and adds: header, phone menu and footer, zh and en", async ({ browser }) => {
    const words = {
      zh: { group: `新闻与活动 ${run}`, item: `质量与认证 ${run}`, hiddenItem: "媒体联系", about: "关于我们" },
      en: {
        group: `News and events ${run}`,
        item: `Quality and certification ${run}`,
        hiddenItem: "Media contacts",
        about: "About Us",
      },
    };
    const changed = structuredClone(original);
    const news = changed.groups.find((group) => group.group === "news") as Group;
    news.label = { zh: words.zh.group, en: words.en.group };
    for (const item of news.items ?? []) if (item.routeKey === "contacts") item.hidden = true;
    news.items?.push({
      _key: `e2e-${run}`,
      _type: "menuItem",
      linkType: "route",
      routeKey: "quality",
      label: { zh: words.zh.item, en: words.en.item },
    });
    (changed.groups.find((group) => group.group === "esg") as Group).hidden = true;
    // 关于我们 first.
    changed.groups.unshift(...changed.groups.splice(changed.groups.length - 1, 1));
    const { _rev: _r, _updatedAt: _u, _createdAt: _c, ...doc } = changed as Menus & Record<string, unknown>;
    // The pages this test reads first are rendered before the write: a render already running when
    // the publish lands could be kept with the old menus (a race between a lake write and its
    // webhook, seen once under load in a fresh-clone run; closing note of stop 48). This test is
    // about what the menus show, not about that race.
    for (const path of ["/about", "/en/contact"]) await expectSite(path, ({ status }) => status === 200);
    await lake.createOrReplace(doc as never);
    const published = Date.now();
    await expectSite("/about", ({ html }) => html.includes(words.zh.group));
    await expectSite("/en/contact", ({ html }) => html.includes(words.en.group));
    test.info().annotations.push({ type: "publish to visible (ms)", description: String(Date.now() - published) });

    for (const locale of ["zh", "en"] as const) {
      const w = words[locale];
      const prefix = locale === "zh" ? "" : "/en";
      // Desktop: the header's groups in the new order, the renamed one opens with the new page.
      const desktop = await sitePage(browser, 1440);
      await hydrated(desktop, `${prefix}/research`);
      const nav = desktop.getByRole("banner").getByRole("navigation");
      await expect(nav.getByRole("listitem").first()).toHaveText(w.about);
      await expect(nav.getByText("ESG", { exact: true })).toHaveCount(0);
      const group = nav.getByRole("button", { name: w.group });
      await group.focus();
      await desktop.keyboard.press("ArrowDown");
      await expect(group).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: w.item })).toHaveAttribute("href", `${prefix}/quality`);
      await expect(nav.getByRole("link", { name: w.hiddenItem })).toHaveCount(0);

      // The footer: the renamed column with the new page; no ESG column.
      const footer = desktop.getByRole("contentinfo").getByRole("navigation");
      await expect(footer.getByText(w.group, { exact: true }).first()).toBeAttached();
      await expect(footer.getByRole("link", { name: w.item })).toHaveAttribute("href", `${prefix}/quality`);
      await expect(footer.getByText("ESG", { exact: true })).toHaveCount(0);
      await desktop.context().close();

      // The phone's accordion.
      const phone = await sitePage(browser, 375);
      await hydrated(phone, `${prefix}/research`);
      await phone.getByRole("button", { name: locale === "zh" ? "打开导航菜单" : "Open navigation menu" }).click();
      const dialog = phone.getByRole("dialog", { name: locale === "zh" ? "主导航" : "Main navigation" });
      await expect(dialog.getByRole("button", { name: "ESG" })).toHaveCount(0);
      await expect(dialog.getByRole("link", { name: "ESG" })).toHaveCount(0);
      await dialog.getByRole("button", { name: w.group }).click();
      await expect(dialog.getByRole("link", { name: w.item })).toBeVisible();
      await expect(dialog.getByRole("link", { name: w.hiddenItem })).toHaveCount(0);
      await dialog.getByRole("link", { name: w.item }).click();
      await expect(phone).toHaveURL(new RegExp(`${prefix}/quality$`));
      await phone.context().close();
    }
  });
});

test.describe("a menu item linking to a page editors made", () => {
  test("links to the page in each language it exists in, and appears in English once its translation does", async () => {
    const slug = `expo-${run}`;
    const zh = { _id: `sitePage-e2e-${run}-zh`, language: "zh", title: `展会 ${run}` };
    const en = { _id: `sitePage-e2e-${run}-en`, language: "en", title: `Expo ${run}` };
    const page = (doc: typeof zh) => ({ ...doc, _type: "sitePage", slug: { _type: "slug", current: slug } });
    await lake.create(page(zh) as never);
    // The page's publish settles before the menus are written: the page is live, and the pages this
    // test reads are rendered after it (the race noted in the first test).
    await expectSite(`/${slug}`, ({ status }) => status === 200);
    for (const path of ["/about", "/en/about"]) await expectSite(path, ({ status }) => status === 200);
    const changed = structuredClone(original);
    (changed.groups.find((group) => group.group === "news") as Group).items?.push({
      _key: `page-${run}`,
      _type: "menuItem",
      linkType: "page",
      page: { _type: "reference", _ref: zh._id },
    } as Item);
    const { _rev: _r, _updatedAt: _u, _createdAt: _c, ...doc } = changed as Menus & Record<string, unknown>;
    try {
      await lake.createOrReplace(doc as never);
      await expectSite("/about", ({ html }) => html.includes(`>${zh.title}<`) && html.includes(`href="/${slug}"`));
      // No English version: the English menus leave the item out.
      await expectSite("/en/about", ({ html }) => html.includes(">Company news<") && !html.includes(slug));

      // The English translation is published and linked: the English menus link to it.
      await lake.create(page(en) as never);
      await lake.create({
        _id: `translation.metadata.e2e-${run}`,
        _type: "translation.metadata",
        schemaTypes: ["sitePage"],
        translations: [
          { _key: "zh", value: { _type: "reference", _ref: zh._id } },
          { _key: "en", value: { _type: "reference", _ref: en._id } },
        ],
      } as never);
      await expectSite(
        "/en/about",
        ({ html }) => html.includes(`>${en.title}<`) && html.includes(`href="/en/${slug}"`),
      );
    } finally {
      await restore();
      await lake.delete(`translation.metadata.e2e-${run}`).catch(() => {});
      await lake.delete(en._id).catch(() => {});
      await lake.delete(zh._id).catch(() => {});
    }
  });
});

test.describe("an editor in the Chinese studio", () => {
  test.afterAll(restore);

  test("adds a page under 新闻中心 and publishes; the site shows it in both languages", async ({ page }) => {
    // The seed has no page editors made: the item links to a route of the table (the test above
    // links one through the lake).
    const label = { zh: `展会信息 ${run}`, en: `Trade shows ${run}` };
    expect((await visit("/news")).html).not.toContain(label.zh);

    await openStudio(page);
    await openDesk(page, "菜单 Menus");
    const pane = documentPane(page);
    await pane.getByRole("button", { name: /^新闻中心/ }).click();
    const groupDialog = page.getByRole("dialog", { name: /新闻中心$/ });
    await expect(groupDialog.getByText(/页面 Pages/)).toBeVisible();
    await groupDialog
      .getByRole("group")
      .filter({ hasText: "页面 Pages" })
      .getByRole("button", { name: "添加项", exact: true })
      .click();
    const itemDialog = page.getByRole("dialog").last();
    const route = itemDialog.getByRole("radio", { name: /网站固定页面/ });
    await expect(route).toBeVisible();
    await route.check();
    await itemDialog.getByRole("combobox", { name: /固定页面 Page/ }).selectOption({ label: "质量管理（/quality）" });
    await itemDialog.getByRole("textbox", { name: "中文" }).fill(label.zh);
    await itemDialog.getByRole("textbox", { name: "English" }).fill(label.en);
    await expect(itemDialog.getByRole("textbox", { name: "English" })).toHaveValue(label.en);
    // The item opens inside the group's dialog (a breadcrumb); closing it returns to the document,
    // where 新闻中心 now counts three pages.
    await itemDialog.getByRole("button", { name: "Close dialog" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(pane.getByRole("button", { name: "新闻中心 3 个页面" })).toBeVisible();
    await publish(pane);

    const published = Date.now();
    await expectSite("/news", ({ html }) => html.includes(`>${label.zh}<`) && html.includes('href="/quality"'));
    await expectSite("/en/news", ({ html }) => html.includes(`>${label.en}<`) && html.includes('href="/en/quality"'));
    test.info().annotations.push({ type: "publish to visible (ms)", description: String(Date.now() - published) });
  });
});
