import { expect, type Locator, type Page, test } from "@playwright/test";
import { startSiteUrl } from "../../scripts/run/start-builds.ts";
import {
  createInList,
  documentPane,
  expectSite,
  field,
  fillText,
  lakeClient,
  openDesk,
  openStudio,
  publish,
  SITE,
  visit,
  waitForPublished,
} from "./studio";
import { expectChineseStudio } from "./zh-ui";

// Issue 42, item 5: the editor's journey of the issue, as one test in the Chinese studio. The editor
// creates the SEMICON page, is refused a path the site already has (with a Chinese message),
// composes it from five kinds of block, publishes it and translates it; adds it under 新闻中心 in
// the menus; each shows on the site in both languages within 2 s. Renaming its path makes the old
// URL answer 308 to the new one; changing the Chinese of a story makes its English 待更新 and
// lists it in 翻译状态. Each part has its own, deeper spec (site-page-live, page-blocks, menus,
// redirects, translation-status); this one proves they work together as an editor uses them.

const PATH = "semicon-2027";
const RENAMED = "semicon-china-2027";
/** A seeded story no other spec edits: its Chinese changes in the last step. */
const STORY = { zh: "news-300mm-polished-qualified-zh", en: "news-300mm-polished-qualified-en" };
/** How long a visitor may wait for a published page (the "within 2 s"). */
const LIVE_WITHIN_MS = 2_000;

async function snap(page: Page, step: string) {
  await test.info().attach(step, { body: await page.screenshot(), contentType: "image/png" });
}

/** Adds a section (版块) to the page's blocks and fills it in the dialog the studio opens. */
async function addSection(page: Page, pane: Locator, section: { key: string; heading: string; subheading: string }) {
  await field(pane, "sections")
    .getByRole("button", { name: /^添加项/ })
    .click();
  // With several block types the studio asks which one (添加项...); with one it adds it at once.
  const choice = page.getByRole("menuitem", { name: /版块 Section/ });
  if (await choice.isVisible({ timeout: 1_000 }).catch(() => false)) await choice.click();
  const dialog = page.getByRole("dialog").last();
  const input = (name: string) => dialog.locator(`[data-testid$=".${name}"] input`).first();
  await input("key").fill(section.key);
  await input("heading").fill(section.heading);
  await input("subheading").fill(section.subheading);
  await expect(input("heading")).toHaveValue(section.heading);
  await page.keyboard.press("Escape");
  await expect(field(pane, "sections")).toContainText(section.heading);
}

/** The reason the studio gives for a field's error: the tooltip of its error mark (有错误). */
async function expectFieldError(page: Page, pane: Locator, name: string, message: string) {
  const mark = field(pane, name).getByLabel("有错误").first();
  await expect(async () => {
    await page.mouse.move(0, 0);
    await mark.hover({ timeout: 2_000 });
    await expect(page.getByText(message).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Publishes and returns how long the site took to show `path` afterwards (asserted ≤ 2 s). */
async function publishAndSee(pane: Locator, path: string, title: string, filter: string): Promise<number> {
  await publish(pane);
  const published = Date.now();
  await waitForPublished(filter, { slug: PATH });
  await expectSite(path, ({ status, html }) => status === 200 && html.includes(title), LIVE_WITHIN_MS);
  return Date.now() - published;
}

/** Closes every dialog the way an editor does (its × button), until none is left. */
async function closeDialogs(page: Page) {
  await expect(async () => {
    const open = page.getByRole("dialog");
    if ((await open.count()) > 0) await open.last().getByRole("button", { name: "Close dialog" }).click();
    await expect(open).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** 版块 Blocks → 添加项 → a block type by its Chinese name: the dialog it opens. */
async function addBlock(page: Page, pane: Locator, title: string): Promise<Locator> {
  await field(pane, "sections")
    .getByRole("button", { name: /^添加项/ })
    .last()
    .click();
  await page.getByRole("menuitem", { name: title }).click();
  return page.getByRole("dialog").last();
}

const blocks = {
  richText: { heading: "参展亮点", body: "今年首次展出12英寸SOI片与低缺陷外延片。" },
  cta: { heading: "预约展台交流", label: "查看展会官网", url: "https://www.semiconchina.org/" },
  faq: {
    heading: "展会常见问题",
    question: "展会期间可以预约技术交流吗？",
    answer: "可以，请通过本页的询价表单注明时间。",
  },
  form: { heading: "展会询价" },
};

/** The four page blocks of the journey, each edited in its dialog (the fifth kind is the section). */
async function addPageBlocks(page: Page, pane: Locator) {
  let dialog = await addBlock(page, pane, "图文正文 Rich text");
  await dialog.getByRole("textbox", { name: "标题 Heading" }).fill(blocks.richText.heading);
  await dialog.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type(blocks.richText.body);
  await expect(dialog.locator('[contenteditable="true"]').first()).toContainText(blocks.richText.body);
  await closeDialogs(page);

  dialog = await addBlock(page, pane, "行动号召 Call to action");
  await dialog.getByRole("textbox", { name: "标题 Heading" }).fill(blocks.cta.heading);
  await dialog.getByRole("textbox", { name: "按钮文字 Button label" }).fill(blocks.cta.label);
  await dialog.getByRole("textbox", { name: "外部链接 External link" }).fill(blocks.cta.url);
  await expect(dialog.getByRole("textbox", { name: "外部链接 External link" })).toHaveValue(blocks.cta.url);
  await closeDialogs(page);

  dialog = await addBlock(page, pane, "常见问题 FAQ");
  await dialog.getByRole("textbox", { name: "标题 Heading" }).fill(blocks.faq.heading);
  await dialog.getByRole("button", { name: "添加项" }).click();
  const item = page.getByRole("dialog").last();
  await item.getByRole("textbox", { name: "问题 Question" }).fill(blocks.faq.question);
  await item.getByRole("textbox", { name: "回答 Answer" }).fill(blocks.faq.answer);
  await expect(item.getByRole("textbox", { name: "回答 Answer" })).toHaveValue(blocks.faq.answer);
  await closeDialogs(page);

  dialog = await addBlock(page, pane, "表单 Form");
  await dialog.getByRole("textbox", { name: "标题 Heading" }).fill(blocks.form.heading);
  await expect(dialog.getByRole("radio", { name: /产品询价/ })).toBeChecked();
  await closeDialogs(page);
}

/** Where a path leads: its status and the path of its Location (redirects are not followed). */
async function hop(path: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${SITE}${path}`, { redirect: "manual" });
  const location = response.headers.get("location");
  return { status: response.status, location: location && new URL(location, SITE).pathname };
}

const lake = lakeClient();
let seededMenus: Record<string, unknown> | undefined;
test.beforeAll(async () => {
  seededMenus = (await lake.getDocument("menus")) as Record<string, unknown> | undefined;
});
// The menus and the story as the seed has them, for the specs after this one.
test.afterAll(async () => {
  if (seededMenus) {
    const { _rev: _r, _updatedAt: _u, _createdAt: _c, ...doc } = seededMenus;
    await lake.createOrReplace(doc as never);
  }
});

test("an editor makes the SEMICON page, puts it in the menus, renames it, and sees a story's English become 待更新", async ({
  page,
}) => {
  test.setTimeout(360_000);
  const page42 = {
    zh: "SEMICON China 2027 展会",
    en: "SEMICON China 2027",
    intro: "欢迎莅临我们在上海新国际博览中心的展台，了解最新的300mm外延片与SOI片。",
    enIntro:
      "Visit our booth at the Shanghai New International Expo Centre: our newest 300mm epitaxial and SOI wafers.",
  };
  const section = { key: "booth", heading: "展台信息", subheading: "N4馆 4567展位，3月17日至19日" };
  expect((await visit(`/${PATH}`)).status).toBe(404);

  // 1. 页面 → 简体中文 → ＋: a new page, in Chinese.
  await openStudio(page);
  await openDesk(page, "页面 Pages", "简体中文");
  await createInList(page);
  const pane = documentPane(page);
  await fillText(pane, "title", page42.zh);

  // 2. A path the site has already is refused, in Chinese; then the page's own.
  const slug = field(pane, "slug").locator("input");
  await slug.fill("news");
  await slug.blur();
  await expectFieldError(page, pane, "slug", "网址与网站已有页面 /news 冲突");
  await slug.fill("api");
  await slug.blur();
  await expectFieldError(page, pane, "slug", "网址 /api 为系统保留");
  await snap(page, "1-path-refused");
  await slug.fill(PATH);
  await slug.blur();
  await expect(field(pane, "slug").getByLabel("有错误")).toHaveCount(0, { timeout: 15_000 });
  await fillText(pane, "intro", page42.intro);

  // 3. Five kinds of block: a section, rich text, a call to action, an FAQ and the inquiry form.
  await addSection(page, pane, section);
  await addPageBlocks(page, pane);
  await expectChineseStudio(page, "composing a page", [
    page42.zh,
    page42.intro,
    section.key,
    section.heading,
    section.subheading,
    ...Object.values(blocks).flatMap((block) => Object.values(block)),
    PATH,
    "Close dialog",
  ]);
  await snap(page, "2-page-composed");

  // 4. Publish: on the site within 2 s, with its blocks.
  const zhMs = await publishAndSee(
    pane,
    `/${PATH}`,
    page42.zh,
    "_type == 'sitePage' && slug.current == $slug && language == 'zh'",
  );
  console.log(`site page journey: /${PATH} shown ${zhMs} ms after the studio said published`);
  const zh = await visit(`/${PATH}`);
  for (const text of [
    section.heading,
    blocks.richText.body,
    blocks.cta.label,
    blocks.faq.question,
    blocks.form.heading,
  ])
    expect(zh.html).toContain(text);
  expect(zh.html).toContain('"@type":"FAQPage"');
  expect((await visit(`/en/${PATH}`)).status).toBe(404);

  // 5. Translate: the English version through the translation menu, at the same path under /en.
  await pane.getByTestId("document-internationalization-menu").click();
  await page.getByRole("button", { name: /创建英文版本/ }).click();
  await expect(page.getByText("已创建英文版本")).toBeVisible();
  const enPane = documentPane(page);
  await fillText(enPane, "title", page42.en);
  await fillText(enPane, "slug", PATH);
  await fillText(enPane, "intro", page42.enIntro);
  const enMs = await publishAndSee(
    enPane,
    `/en/${PATH}`,
    page42.enIntro,
    "_type == 'sitePage' && slug.current == $slug && language == 'en'",
  );
  console.log(`site page journey: /en/${PATH} shown ${enMs} ms after the studio said published`);
  // Each names the other as its translation.
  await expectSite(`/${PATH}`, ({ html }) =>
    new RegExp(`<link [^>]*hreflang="en"[^>]*href="${startSiteUrl()}/en/${PATH}"`, "i").test(html),
  );
  await snap(page, "3-translated");

  // 6. 菜单 Menus → 新闻中心 → 添加项 → 编辑创建的页面: the page, under the news group.
  await openStudio(page);
  await openDesk(page, "菜单 Menus");
  const menus = documentPane(page);
  await menus.getByRole("button", { name: /^新闻中心/ }).click();
  const group = page.getByRole("dialog", { name: /新闻中心$/ });
  await group
    .getByRole("group")
    .filter({ hasText: "页面 Pages" })
    .getByRole("button", { name: "添加项", exact: true })
    .click();
  const menuItem = page.getByRole("dialog").last();
  await menuItem.getByRole("radio", { name: /编辑创建的页面/ }).check();
  const reference = menuItem.getByRole("combobox").last();
  await reference.fill("SEMICON");
  await page
    .getByRole("option", { name: new RegExp(page42.zh) })
    .first()
    .click();
  await expect(menuItem.getByText(page42.zh).first()).toBeVisible();
  await closeDialogs(page);
  await expect(menus.getByRole("button", { name: "新闻中心 3 个页面" })).toBeVisible();
  // Known defect (closing note of stop 48): after this publish the studio's form can fall back to
  // the old list and say 正在保存… although the lake holds the published menus and no draft. The
  // editor sees 文档已发布, the site shows the entry, and a reload shows the menus as published.
  await menus.getByRole("button", { name: "发布", exact: true }).click();
  await expect(page.getByText("文档已发布").first()).toBeVisible({ timeout: 30_000 });
  const menuPublished = Date.now();
  await expectSite("/news", ({ html }) => html.includes(`href="/${PATH}"`) && html.includes(`>${page42.zh}<`), 2_000);
  await expectSite(
    "/en/news",
    ({ html }) => html.includes(`href="/en/${PATH}"`) && html.includes(`>${page42.en}<`),
    2_000,
  );
  const menuMs = Date.now() - menuPublished;
  console.log(`site page journey: the menu entry shown in zh and en ${menuMs} ms after the studio said published`);
  await openStudio(page);
  await openDesk(page, "菜单 Menus");
  await expect(documentPane(page).getByRole("button", { name: "新闻中心 3 个页面" })).toBeVisible();
  await snap(page, "4-menu");

  // 7. Rename the Chinese page's path: the old URL answers 308 to the new one, the menu follows.
  const [zhId] = await lake.fetch<string[]>("*[_type == 'sitePage' && language == 'zh' && slug.current == $slug]._id", {
    slug: PATH,
  });
  await openStudio(page, `/intent/edit/id=${zhId};type=sitePage`);
  const renamed = documentPane(page);
  await fillText(renamed, "slug", RENAMED);
  await publish(renamed);
  const renamedAt = Date.now();
  await waitForPublished("_type == 'sitePage' && slug.current == $slug && language == 'zh'", { slug: RENAMED });
  await expect.poll(() => hop(`/${PATH}`), { timeout: 2_000 }).toEqual({ status: 308, location: `/${RENAMED}` });
  const renameMs = Date.now() - renamedAt;
  console.log(`site page journey: /${PATH} answers 308 to /${RENAMED} ${renameMs} ms after the studio said published`);
  await expectSite(`/${RENAMED}`, ({ status, html }) => status === 200 && html.includes(page42.zh));
  await expectSite("/news", ({ html }) => html.includes(`href="/${RENAMED}"`));
  expect((await visit(`/en/${PATH}`)).status).toBe(200);
  await snap(page, "5-renamed");

  // 8. The Chinese of a story changes: its English shows 待更新 and is listed in 翻译状态.
  const [story] = await lake.fetch<{ title: string }[]>("*[_id == $id]{title}", { id: STORY.en });
  const excerpt = `公司300mm抛光片通过国际领先逻辑晶圆厂全部认证，已批量供货（${Date.now().toString(36)}）。`;
  await openStudio(page, `/structure/news;zh;${STORY.zh}`);
  const storyPane = documentPane(page);
  await fillText(storyPane, "excerpt", excerpt);
  await publish(storyPane);
  await waitForPublished("_id == $id && excerpt == $excerpt", { id: STORY.zh, excerpt });
  await openStudio(page, `/structure/news;en;${STORY.en}`);
  const banner = documentPane(page).getByTestId("translation-stale");
  await expect(banner).toContainText("待更新", { timeout: 30_000 });
  await expect(banner).toContainText(`原文（新）：${excerpt}`);
  await openStudio(page, "/translation-status");
  await expect(page.getByText("正在读取…")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("row").filter({ hasText: story?.title ?? "" })).toContainText("待更新");
  await snap(page, "6-translation-status");
  test.info().annotations.push({
    type: "published → on the site (ms)",
    description: `page zh ${zhMs}, en ${enMs}; menu ${menuMs}; rename 308 ${renameMs}`,
  });
});
