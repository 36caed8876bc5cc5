import type { Page } from "@playwright/test";
import { lakeOrigin } from "../../scripts/run/local-lake.ts";
import { expect, test } from "./fixtures";

// Issue 41, walked in Chinese in Chromium against the local lake this suite runs (playwright.config.ts).
// Item 1: HR closes the Chinese version of 生产计划专员 and publishes; the English version, whose
// status nobody changed, kept the job taking applications in both languages. Item 9: searching
// "epitaxial" on the Chinese site said nothing of the English results.

const LAKE = lakeOrigin(Number(process.env.E2E_PORT ?? 3100) + 31);
let ipCounter = 0;
const uniqueIp = () => `10.41.${Date.now() % 250}.${++ipCounter % 250}`;

/** A change published in the lake, as the studio's 发布 writes it; the lake's webhook tells the site. */
async function publishInLake(id: string, set: Record<string, unknown>) {
  const response = await fetch(`${LAKE}/v2025-10-01/data/mutate/production`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mutations: [{ patch: { id, set } }] }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const field = (page: Page, name: string) => page.locator(`form [name="${name}"]:not([type=hidden])`).first();

test.describe("HR closes a job in one language (issue 41, item 1)", () => {
  // Only the Chinese version is closed: the English one keeps the stale "open", as when HR closed
  // one version before the studio kept them in step, or a script changed one.
  test.afterAll(async () => {
    await publishInLake("job-production-planner-zh", { status: "open" });
  });

  test("生产计划专员 closed in Chinese takes no application in either language: the pages say so, the API refuses", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);

    // 1. Two visitors open the application form while the job is open, one in each language, and fill it in.
    const english = await context.newPage();
    const visitors = [
      { page, prefix: "", title: "申请职位：生产计划专员", verified: "验证成功", submit: "提交" },
      {
        page: english,
        prefix: "/en",
        title: "Apply for this position: Production Planner",
        verified: "Verified",
        submit: "Submit",
      },
    ] as const;
    for (const visitor of visitors) {
      await visitor.page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
      await visitor.page.goto(`${visitor.prefix}/jobs/production-planner/apply`);
      await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(visitor.title);
      await fillApplication(visitor.page);
      await expect(visitor.page.locator("altcha-widget")).toContainText(visitor.verified, { timeout: 15_000 });
    }

    // 2. HR closes the Chinese version (状态 已关闭, 发布); the English one is left as it was.
    // The job's pages are rendered before the publish, so no render of them is running when it
    // lands: one that is can be stored with the old status (a race between a lake write and its
    // webhook, seen in fresh-clone runs under load; closing note of stop 48).
    for (const path of ["/jobs/production-planner", "/en/jobs/production-planner"])
      await expect.poll(async () => (await page.request.get(path)).status(), { timeout: 30_000 }).toBe(200);
    await publishInLake("job-production-planner-zh", { status: "closed" });
    await expect
      .poll(async () => (await page.request.get("/jobs/production-planner")).text(), { timeout: 30_000 })
      .toContain("该职位已停止招聘");

    // 3. The forms sent now are refused: a 4xx in the visitor's language, never 201, nothing stored.
    for (const [visitor, message, success] of [
      [visitors[0], "该职位已关闭或不存在", "简历已投递成功"],
      [visitors[1], "This position is closed or does not exist", "Your application has been submitted"],
    ] as const) {
      const answer = visitor.page.waitForResponse((response) => response.url().includes("/api/forms/application"));
      await visitor.page.getByRole("button", { name: visitor.submit }).click();
      const response = await answer;
      expect(response.status(), visitor.prefix).toBe(400);
      expect((await response.json()).fieldErrors.position.message).toBe(message);
      await expect(visitor.page.getByText(message).first()).toBeVisible();
      await expect(visitor.page.getByText(success)).toHaveCount(0);
    }
    await english.close();

    // 4. The application page says so in both languages, with a way on: the category, all openings.
    for (const [prefix, notice, category] of [
      ["", "“生产计划专员”已停止招聘，不再接收申请。", "生产制造"],
      ["/en", "The position Production Planner is no longer open and does not take applications.", "Manufacturing"],
    ] as const) {
      await page.goto(`${prefix}/jobs/production-planner/apply`);
      await expect(page.getByRole("status")).toHaveText(notice);
      await expect(page.locator("form [name=resume]")).toHaveCount(0);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: /全部社会招聘|all experienced hiring/ })).toHaveAttribute(
        "href",
        `${prefix}/societysort`,
      );
      await expect(main.getByRole("link", { name: new RegExp(category) })).toHaveAttribute(
        "href",
        `${prefix}/societysort/manufacturing`,
      );
    }
    // The English job page, whose own status is still "open", offers no apply button either.
    await page.goto("/en/jobs/production-planner");
    await expect(page.getByText("This position is no longer open")).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply now" })).toHaveCount(0);
  });
});

async function fillApplication(page: Page) {
  await field(page, "name").fill("王五");
  await field(page, "contactPhone").fill("13800138000");
  await field(page, "contactEmail").fill(`wangwu+${Date.now()}@example.com`);
  await page.locator("form input[type=file]").setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
        "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R /Size 4 >>\n%%EOF\n",
    ),
  });
  await page.locator("form [name=consent]").check();
}

test.describe("searching in the other language's words (issue 41, item 9)", () => {
  test("“epitaxial” on the Chinese site leads to the English results, and “外延” on the English site to the Chinese ones", async ({
    page,
  }) => {
    await page.goto("/news?q=epitaxial");
    await expect(page.locator("#search-empty-title")).toHaveText("没有找到与“epitaxial”相关的内容");
    const line = page.getByTestId("search-elsewhere");
    await expect(line).toContainText("中文网站没有相关内容，英文网站有：");
    const link = line.getByRole("link", { name: /^\d+ 条与“epitaxial”相关的英文结果$/ });
    await expect(link).toHaveAttribute("href", "/en/news?q=epitaxial");
    const count = Number((await link.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/en\/news\?q=epitaxial$/);
    await expect(page.getByText(new RegExp(`^${count} results? for “epitaxial”$`))).toBeVisible();

    await page.goto("/en/news?q=外延");
    const back = page
      .getByTestId("search-elsewhere")
      .getByRole("link", { name: /^\d+ results? for “外延” in Chinese$/ });
    await expect(back).toHaveAttribute("href", `/news?q=${encodeURIComponent("外延")}`);

    // Found nowhere: no such line.
    await page.goto("/news?q=zzqqxx");
    await expect(page.locator("#search-empty-title")).toHaveText("没有找到与“zzqqxx”相关的内容");
    await expect(page.getByTestId("search-elsewhere")).toHaveCount(0);
  });
});
