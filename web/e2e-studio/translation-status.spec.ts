import { expect, type Page, test } from "@playwright/test";
import { documentPane, fillText, lakeClient, lakeQuery, openStudio, publish, visit, waitForPublished } from "./studio";
import { expectChineseStudio } from "./zh-ui";

// Issue 42, items 4 and 5 (translation status): in the Chinese studio an editor changes the Chinese
// of a story and publishes it; its English version shows 待更新 with what changed and appears in
// 翻译状态; 已更新 clears both. The site keeps the published English meanwhile.

test.describe.configure({ mode: "serial" });

const ZH = "news-joint-materials-lab-zh";
const EN = "news-joint-materials-lab-en";
const run = Date.now().toString(36);
const newExcerpt = `公司与国内知名高校共建半导体硅材料联合实验室，聚焦晶体缺陷、先进衬底与外延工艺（${run}）。`;

let page: Page;
let oldExcerpt: string;
let englishTitle: string;
/** The English story's words an editor sees outside inputs (its tags): field values, not studio words. */
let englishValues: string[];
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  const [zh, en] = await lakeQuery<{ excerpt: string; title: string; tags?: string[]; source?: string }[]>(
    "*[_id in [$zh, $en]] | order(language desc){excerpt, title, tags, source}",
    { zh: ZH, en: EN },
    "published",
  );
  oldExcerpt = (zh as { excerpt: string }).excerpt;
  englishTitle = (en as { title: string }).title;
  englishValues = [englishTitle, ...(en?.tags ?? []), en?.source ?? ""].filter(Boolean);
});
// biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument to be destructured.
test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus)
    await info.attach("studio", { body: await page.screenshot(), contentType: "image/png" });
});
test.afterAll(async () => page.close());

const staleBanner = (scope: Page) => documentPane(scope).getByTestId("translation-stale");

/** Opens 翻译状态 and waits until it has read the documents. Other specs may leave rows of their own. */
async function openStatusTool() {
  await openStudio(page, "/translation-status");
  await expect(page.getByRole("heading", { name: "翻译状态" })).toBeVisible();
  await expect(page.getByText("正在读取…")).toHaveCount(0, { timeout: 30_000 });
}
const listed = () => page.getByRole("row").filter({ hasText: englishTitle });

test("1. a seeded English story is not 待更新, and 翻译状态 does not list it", async () => {
  await openStudio(page, `/structure/news;en;${EN}`);
  await expect(documentPane(page).getByTestId("field-title")).toBeVisible({ timeout: 60_000 });
  await expect(staleBanner(page)).toHaveCount(0);
  await openStatusTool();
  await expect(listed()).toHaveCount(0);
  await expectChineseStudio(page, "翻译状态（无待办）");
});

test("2. the editor changes the Chinese excerpt and publishes; the English shows 待更新 with the old and new text", async () => {
  await openStudio(page, `/structure/news;zh;${ZH}`);
  const zhPane = documentPane(page);
  await fillText(zhPane, "excerpt", newExcerpt);
  await publish(zhPane);
  await waitForPublished("_id == $id && excerpt == $excerpt", { id: ZH, excerpt: newExcerpt });

  await openStudio(page, `/structure/news;en;${EN}`);
  const banner = staleBanner(page);
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText("待更新");
  await expect(banner).toContainText("摘要 Excerpt");
  await expect(banner).toContainText(`原文（旧）：${oldExcerpt}`);
  await expect(banner).toContainText(`原文（新）：${newExcerpt}`);
  // The badge beside the document's status says it too.
  await expect(documentPane(page).getByText("待更新", { exact: true }).first()).toBeVisible();
  await expectChineseStudio(page, "待更新", [...englishValues, oldExcerpt, newExcerpt]);

  // The site keeps showing the published English.
  const english = await visit("/en/news/joint-materials-lab");
  expect(english.status).toBe(200);
  expect(english.html).toContain(englishTitle);
});

test("3. 翻译状态 lists the English story as 待更新, by type, and links to it", async () => {
  await openStatusTool();
  const row = listed();
  await expect(row).toContainText("待更新：中文原文有 1 处修改");
  await expect(row).toContainText("英文");
  await expectChineseStudio(page, "翻译状态", [englishTitle]);

  const type = page.getByTestId("translation-status-type");
  await type.selectOption("job");
  await expect(page.getByText(englishTitle)).toHaveCount(0);
  await type.selectOption("news");
  await row.getByRole("link", { name: englishTitle }).click();
  await expect(staleBanner(page)).toBeVisible({ timeout: 30_000 });
});

test("4. 已更新 records the Chinese version checked: the banner goes, and 翻译状态 no longer lists it", async () => {
  await staleBanner(page).getByRole("button", { name: "已更新" }).click();
  await expect(staleBanner(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(documentPane(page).getByText("待更新", { exact: true })).toHaveCount(0);
  const record = await lakeQuery<{ outcome: string; texts: { path: string; text: string }[] } | null>(
    "*[_id == $id][0]{outcome, texts}",
    { id: `translationCheck.${EN}` },
  );
  expect(record?.outcome).toBe("updated");
  expect(record?.texts.find((entry) => entry.path === "excerpt")?.text).toBe(newExcerpt);

  await openStatusTool();
  await expect(listed()).toHaveCount(0);
});

test("5. a story without English is listed as 缺少英文版本; its translation made through 翻译版本 starts as checked against the Chinese it was copied from", async () => {
  const id = `news-e2e-xlate-${run}-zh`;
  const title = `联合实验室二期启用 ${run}`;
  const seeded = await lakeQuery<Record<string, unknown>>("*[_id == $id][0]", { id: ZH }, "published");
  const { _rev: _r, _createdAt: _c, _updatedAt: _u, ...rest } = seeded;
  await lakeClient().createOrReplace({
    ...rest,
    _id: id,
    _type: "news",
    title,
    slug: { _type: "slug", current: `e2e-xlate-${run}` },
  });

  await openStatusTool();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("缺少英文版本");
  await row.getByRole("link", { name: title }).click();
  const pane = documentPane(page);
  await expect(pane.getByTestId("document-internationalization-menu")).toBeEnabled({ timeout: 30_000 });
  await pane.getByTestId("document-internationalization-menu").click();
  await page.getByRole("button", { name: /创建英文版本/ }).click();
  await expect(page.getByText("已创建英文版本")).toBeVisible();

  const { _rev } = await lakeQuery<{ _rev: string }>("*[_id == $id][0]{_rev}", { id });
  await expect
    .poll(() =>
      lakeQuery<{ outcome: string; sourceRev: string; title?: string } | null>(
        "*[_type == 'translationCheck' && source == $id][0]{outcome, sourceRev, 'title': texts[path == 'title'][0].text}",
        { id },
      ),
    )
    .toEqual({ outcome: "created", sourceRev: _rev, title });
  await openStatusTool();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});

test("6. a translation without a record (made before this feature) asks once for 已核对, then follows its Chinese", async () => {
  const id = "news-soi-wafer-breakthrough-en";
  await lakeClient().delete(`translationCheck.${id}`);
  const en = await lakeQuery<{ title: string; tags?: string[]; source?: string }>(
    "*[_id == $id][0]{title, tags, source}",
    { id },
    "published",
  );
  await openStudio(page, `/structure/news;en;${id}`);
  const unchecked = documentPane(page).getByTestId("translation-unchecked");
  await expect(unchecked).toContainText("本译文还没有核对记录");
  await expectChineseStudio(page, "未核对", [en.title, ...(en.tags ?? []), en.source ?? ""].filter(Boolean));
  await unchecked.getByRole("button", { name: "已核对" }).click();
  await expect(unchecked).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(() => lakeQuery<string | null>("*[_id == $id][0].outcome", { id: `translationCheck.${id}` }))
    .toBe("updated");
  await expect(staleBanner(page)).toHaveCount(0);
});
