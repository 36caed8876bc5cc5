import { expect, type Page, test } from "@playwright/test";
import { seedPicturePath } from "../../scripts/test-support/seed-pictures";
import {
  createInList,
  documentPane,
  expectSite,
  field,
  fillText,
  LAKE,
  lakeQuery,
  lastListPane,
  menuAction,
  openDesk,
  openDocument,
  openStudio,
  publish,
  uploadImage,
  visit,
  waitForPublished,
} from "./studio";

// Editors at work, in the built studio served by the local lake; after each step the site, which
// reads the same lake and receives its webhooks, shows what a visitor would see.

test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const story = {
  slug: `e2e-wafer-story-${run}`,
  zh: `300mm 硅片新产线投产 ${run}`,
  en: `New 300mm wafer line starts production ${run}`,
  excerpt: "新产线将月产能提升至六十万片，服务逻辑与存储客户。",
  body: "新产线采用最新一代外延设备，良率稳定。",
};

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await openStudio(page);
});
// biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument to be destructured.
test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus)
    await info.attach("studio", { body: await page.screenshot(), contentType: "image/png" });
});
test.afterAll(async () => page.close());

test("1. a marketing editor writes a Chinese story with a cover image and body, publishes; the site shows it", async () => {
  const before = await visit("/news");
  expect(before.html).not.toContain(story.zh);

  await openDesk(page, "新闻 News", "简体中文");
  await createInList(page);
  const pane = documentPane(page);
  await fillText(pane, "title", story.zh);
  await fillText(pane, "slug", story.slug);
  const cover = seedPicturePath("team-li-jianguo.png");
  await uploadImage(pane, cover);
  await fillText(pane, "coverImage.alt", "无尘车间中的 300mm 硅片");
  await fillText(pane, "excerpt", story.excerpt);
  const body = field(pane, "body").locator('[contenteditable="true"]');
  await body.click();
  await page.keyboard.type(story.body);
  await expect(body).toContainText(story.body);
  await publish(pane);

  await waitForPublished("_type == 'news' && slug.current == $slug && language == 'zh'", { slug: story.slug });
  // Within 2 s of the publish the list and the story's own page show it.
  // The issue asks for "within 2 s"; timings are not asserted here (a loaded 2-core machine is no
  // benchmark: scripts/bench/bench-lake.mjs measures it), they are recorded with the result.
  const published = Date.now();
  await expectSite("/news", ({ html }) => html.includes(story.zh));
  await expectSite(`/news/${story.slug}`, ({ status, html }) => status === 200 && html.includes(story.body));
  test.info().annotations.push({ type: "publish to visible (ms)", description: String(Date.now() - published) });
  const { html } = await visit(`/news/${story.slug}`);
  expect(html).toMatch(/<img[^>]+src="\/_next\/image\?url=%2Fmedia%2F[0-9a-f]+-600x750\.png/);
});

test("2. they create the English translation from the Translations menu and publish it; the switcher links both", async () => {
  const zhPane = documentPane(page);
  const menu = zhPane.getByTestId("document-internationalization-menu");
  const english = page.getByRole("button", { name: /创建英文版本/ });
  await menu.click();
  await english.click();
  await expect(page.getByText("已创建英文版本")).toBeVisible();
  // The English copy (same title until translated) is in the English list.
  await page.goto(`${LAKE}/structure/news`);
  await openDesk(page, "English");
  await openDocument(page, story.zh);
  const enPane = documentPane(page);
  // No slug is copied (issue 41: each version's comes from its own title); the editor types one,
  // here the same English words as the Chinese version's.
  await expect(field(enPane, "slug").locator("input")).toHaveValue("");
  await fillText(enPane, "title", story.en);
  await fillText(enPane, "slug", story.slug);
  await publish(enPane);

  await waitForPublished("_type == 'news' && slug.current == $slug && language == 'en'", { slug: story.slug });
  await expectSite(`/en/news/${story.slug}`, ({ status, html }) => status === 200 && html.includes(story.en));
  // Each version announces the other as its alternate (absolute, SITE_URL); the switcher follows it.
  const linksTo = (target: string) => new RegExp(`href="(https?://[^"/]+)?${target}"`);
  await expectSite(`/news/${story.slug}`, ({ html }) => linksTo(`/en/news/${story.slug}`).test(html));
  await expectSite(`/en/news/${story.slug}`, ({ html }) => linksTo(`/news/${story.slug}`).test(html));
});

/** The story test 3 schedules, which test 7 expects on the site once it is due. */
let scheduled: { slug: string; title: string; due: number } | undefined;

test("3. they schedule a story 10 s ahead; it is not on the site before it is due", async () => {
  const slug = `e2e-scheduled-${run}`;
  const title = `定时发布的新闻 ${run}`;
  await page.goto(`${LAKE}/structure/news`);
  await openDesk(page, "简体中文");
  await createInList(page);
  const pane = documentPane(page);
  await fillText(pane, "title", title);
  await fillText(pane, "slug", slug);
  await uploadImage(pane, seedPicturePath("team-zhao-jing.png"));
  await fillText(pane, "coverImage.alt", "晶圆检测");
  await fillText(pane, "excerpt", "这篇新闻在设定的时间自动出现在网站上。");
  await field(pane, "body").locator('[contenteditable="true"]').click();
  await page.keyboard.type("定时发布的正文。");
  // The date field takes minutes: the first whole minute at least 10 s ahead, in the editor's
  // time zone (the browser runs in Asia/Shanghai).
  const due = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
  const local = new Date(due.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace("T", " ");
  const date = field(pane, "publishedAt").getByTestId("date-input");
  await date.fill(local);
  await date.press("Enter");
  await expect(date).toHaveValue(local);
  // Dated ahead, the button reads 定时发布 (studio/publish-action.ts); on a slow machine the
  // minute may have come by the time the studio renders it again, and it reads 发布.
  await publish(pane, /^(定时)?发布$/);
  await waitForPublished("_type == 'news' && slug.current == $slug", { slug });

  const publishedAt = await lakeQuery<string>(
    "*[_type == 'news' && slug.current == $slug && !(_id in path('drafts.**'))][0].publishedAt",
    { slug },
  );
  expect(Date.parse(publishedAt)).toBe(due.getTime());
  // Before it is due: on no list, and its page is not found. Test 7 waits for it to come out,
  // while tests 4–6 use the time (the due minute is 10–70 s ahead).
  expect((await visit("/news")).html).not.toContain(title);
  expect((await visit(`/news/${slug}`)).status).toBe(404);
  scheduled = { slug, title, due: Date.parse(publishedAt) };
});

test("4. an edit to a published title stays a draft and is discarded; an unpublished story disappears", async () => {
  await page.goto(`${LAKE}/structure/news`);
  await openDesk(page, "简体中文");
  await openDocument(page, story.zh);
  const pane = documentPane(page);
  await fillText(pane, "title", `${story.zh} 草稿修改`);
  await expect(pane.getByRole("button", { name: "发布", exact: true })).toBeEnabled();
  await expect
    .poll(() => lakeQuery<number>("count(*[_id in path('drafts.**') && slug.current == $slug])", { slug: story.slug }))
    .toBe(1);
  // The site still shows the published title.
  expect((await visit(`/news/${story.slug}`)).html).not.toContain("草稿修改");
  await menuAction(page, pane, "放弃更改");
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /放弃|Discard/ })
    .click();
  await expect(field(pane, "title").locator("input")).toHaveValue(story.zh);
  await expect
    .poll(() => lakeQuery<number>("count(*[_id in path('drafts.**') && slug.current == $slug])", { slug: story.slug }))
    .toBe(0);
  expect((await visit(`/news/${story.slug}`)).html).toContain(story.zh);
  expect((await visit("/news")).html).not.toContain("草稿修改");

  // Issue 41, item 7: 取消发布 is in the document's ⋯ menu, in Chinese, where the editor works (it
  // used to be only behind the 已发布 chip, which switched the whole studio to the published view
  // and left an empty form and a list without the story after unpublishing).
  const url = page.url();
  await menuAction(page, pane, "取消发布");
  // Sanity shows the confirmation as a popover beside the footer: 保留发布 or 取消发布.
  await expect(page.getByText("取消发布后，网站将不再显示此文档。")).toBeVisible();
  await page.getByRole("button", { name: "取消发布", exact: true }).last().click();
  await expect
    .poll(() =>
      lakeQuery<number>(
        "count(*[_type == 'news' && slug.current == $slug && language == 'zh'])",
        { slug: story.slug },
        "published",
      ),
    )
    .toBe(0);
  await expectSite(`/news/${story.slug}`, ({ status }) => status === 404);
  await expectSite("/news", ({ html }) => !html.includes(story.zh));
  // The editor is still on the same story, now a draft, and the list still has it.
  expect(page.url()).toBe(url);
  await expect(field(pane, "title").locator("input")).toHaveValue(story.zh);
  await expect(
    lastListPane(page)
      .getByRole("link", { name: new RegExp(story.zh) })
      .first(),
  ).toContainText("中文 · 草稿");
});

test("5. an editor changes the footer badge's link in the site settings; the footer shows it", async () => {
  const link = `https://beian.mps.gov.cn/#/query/webSearch?code=31011502000000&e2e=${run}`;
  await page.goto(`${LAKE}/structure`);
  await openDesk(page, "站点设置 Site settings");
  const pane = documentPane(page);
  await pane.getByRole("tab", { name: /备案/ }).click();
  await fillText(pane, "publicSecurityFilingLink", link);
  await publish(pane);
  await expectSite("/about", ({ html }) => html.includes(link.replaceAll("&", "&amp;")));
});

test("6. the history panel shows the edits, and two editors see each other's changes live", async ({ browser }) => {
  await page.goto(`${LAKE}/structure`);
  await openDesk(page, "站点设置 Site settings");
  const pane = documentPane(page);
  // 审查更改 Review changes, from the document's menu: the publish of step 5 is in the history.
  await pane.getByTestId("pane-context-menu-button").click();
  await page.getByRole("menuitem", { name: "审查更改" }).click();
  const review = page.getByTestId("review-changes-pane");
  await expect(review).toBeVisible();
  await expect(review).not.toContainText("无文档历史");
  await expect(review).toContainText(/发布/);

  const other = await browser.newPage();
  await openStudio(other, new URL(page.url()).pathname);
  const title = `同时编辑 ${run}`;
  const otherPane = documentPane(other);
  await fillText(otherPane, "companyName.zh", title);
  await expect(field(pane, "companyName.zh").locator("input")).toHaveValue(title);
  await fillText(pane, "companyName.zh", `${title} 2`);
  await expect(field(otherPane, "companyName.zh").locator("input")).toHaveValue(`${title} 2`);
  await other.close();
});

test("7. the story scheduled in 3 comes out on the site when due, with no one publishing again", async () => {
  if (!scheduled) throw new Error("test 3 scheduled no story");
  const { slug, title, due } = scheduled;
  await expectSite("/news", ({ html }) => html.includes(title), Math.max(due - Date.now(), 0) + 45_000);
  await expectSite(`/news/${slug}`, ({ status }) => status === 200);
});
