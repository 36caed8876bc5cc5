import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import type { FormKind } from "../src/forms/schemas";
import { altchaKeysFrom } from "../src/forms/server/altcha";
import { formRequest, OPEN_JOB, solvedPayload, validFields } from "../src/forms/server/testing";

// Issue 41, item 3 and Done when 4–5: the inbox speaks HR's language. Walked in Chinese: the list
// shows the job's title and a one-line Beijing date, a record its status history, the audit log
// sentences with the record's name and a filter by person, and the export is a workbook with
// Chinese headers. Marketing reads titles of address, wafer types and contacts' names as words.

const PASSWORD = process.env.INBOX_E2E_PASSWORD as string;
/** The seed's Chinese title of OPEN_JOB (studio/seed/production.ndjson). */
const JOB_TITLE = "外延工艺工程师";

async function signIn(page: Page, account: string) {
  await page.goto("/inbox/zh/login");
  await page.getByLabel("账号").fill(account);
  await page.getByLabel("密码").fill(PASSWORD);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText(`已登录：${account}`)).toBeVisible();
}

let sequence = 100;
/** A submission through the site's form API (proof of work solved here), with these fields changed. */
async function submit(kind: FormKind, changes: Record<string, string>) {
  sequence += 1;
  const fields = { ...validFields(kind, sequence, "zh"), ...changes };
  const request = formRequest(kind, fields, {
    altcha: await solvedPayload(altchaKeysFrom(process.env.INBOX_E2E_ALTCHA as string)),
  });
  const answer = await fetch(`${test.info().project.use.baseURL}/api/forms/${kind}`, {
    method: "POST",
    body: await request.arrayBuffer(),
    headers: {
      "content-type": request.headers.get("content-type") as string,
      "x-forwarded-for": `203.0.113.${sequence % 250}`,
    },
  });
  expect(answer.status).toBe(201);
}

test("HR in Chinese: job titles, one-line dates, status history, the audit in words filtered by person, an xlsx", async ({
  browser,
}) => {
  const stamp = Date.now();
  const name = `陈思远${stamp % 10_000}`;
  const email = `chen.siyuan+${stamp}@example.com`;
  await submit("application", { name, contactEmail: email, contactPhone: "+8613812345678" });

  const hr = await (await browser.newContext()).newPage();
  await signIn(hr, "hana");
  await hr.goto("/inbox/zh?form=application");
  const row = hr.locator("tbody tr", { hasText: email });
  // The job by its title, not its slug; the date in Beijing time on one line.
  await expect(row).toContainText(JOB_TITLE);
  await expect(row).not.toContainText(OPEN_JOB);
  await expect(hr.locator(`li[data-job="${OPEN_JOB}"]`)).toContainText(JOB_TITLE);
  const date = row.locator("time");
  await expect(date).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  const box = await date.boundingBox();
  const lineHeight = await date.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight) || 24);
  expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.5);
  await expect(row).toContainText("新投递");

  // Two status changes: the record shows who made them, when, from what to what.
  await row.getByRole("link", { name }).click();
  await expect(hr.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(hr.getByText("应聘职位")).toBeVisible();
  await expect(hr.locator("dd", { hasText: JOB_TITLE })).toBeVisible();
  await expect(hr.getByText("尚未更改过状态。")).toBeVisible();
  for (const status of ["screening", "interview"]) {
    await hr.getByLabel("更新状态").selectOption(status);
    await hr.getByRole("button", { name: "保存" }).click();
    await expect(hr.getByRole("status")).toHaveText("已保存。");
  }
  const history = hr.getByRole("list", { name: "状态变更记录" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText("新投递 → 筛选中");
  await expect(history.nth(1)).toContainText("筛选中 → 面试");
  await expect(history.nth(1)).toContainText("hana");
  await expect(history.nth(1).locator("time")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

  // The export for people: a workbook with Chinese headers, the title, the status as a word, the
  // phone as text.
  await hr.goto("/inbox/zh?form=application");
  const downloading = hr.waitForEvent("download");
  await hr.getByRole("link", { name: "导出 Excel 表格" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^applications-all-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(await readFile((await download.path()) as string)).buffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 8)).toEqual([
    "编号",
    "提交时间（北京时间）",
    "状态",
    "应聘职位",
    "姓名",
    "邮箱",
    "电话",
    "提交语言",
  ]);
  let found: unknown[] = [];
  sheet.eachRow((line) => {
    if ((line.values as unknown[]).includes(email)) found = (line.values as unknown[]).slice(1);
  });
  expect(found.slice(2, 5)).toEqual(["面试", JOB_TITLE, name]);
  expect(found[6]).toBe("+8613812345678");

  // The administrator reads the audit log in words, and filters it by the person.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, "ada");
  await admin.goto("/inbox/zh/audit");
  await admin.getByRole("textbox", { name: "操作人" }).fill("hana");
  await admin.getByRole("button", { name: "筛选" }).click();
  const log = admin.locator("tbody tr");
  await expect(log.first()).toBeVisible();
  await expect(log.filter({ hasText: `hana 把 ${name} 的申请 设为 面试` })).toHaveCount(1);
  await expect(log.filter({ hasText: `hana 把 ${name} 的申请 设为 筛选中` })).toHaveCount(1);
  await expect(log.filter({ hasText: `hana 查看了 ${name} 的申请` }).first()).toBeVisible();
  await expect(log.filter({ hasText: /hana 导出了职位申请（\d+ 条）/ }).first()).toBeVisible();
  for (const actor of await log.locator("td:nth-child(2)").allTextContents()) expect(actor).toBe("hana");
  // And by the action, from a name in the log: plain links and GET forms.
  await admin.getByRole("combobox", { name: "操作" }).selectOption("status");
  await admin.getByRole("button", { name: "筛选" }).click();
  await expect(admin).toHaveURL(/who=hana/);
  for (const action of await log.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-action"))))
    expect(action).toBe("status");
});

test("marketing in Chinese: a title of address, a wafer type and a contact's name as words; no recruiting words", async ({
  browser,
}) => {
  const stamp = Date.now();
  const message = `liu.yang+${stamp}@example.com`;
  const inquiry = `wang.gong+${stamp}@example.com`;
  await submit("message", { email: message, appellation: "ms", name: "刘洋" });
  await submit("inquiry", { email: inquiry, contactName: "王工", waferType: "epitaxial" });

  const marketing = await (await browser.newContext()).newPage();
  await signIn(marketing, "mark");
  await marketing.goto("/inbox/zh?form=message");
  const row = marketing.locator("tbody tr", { hasText: message });
  await expect(row).toContainText("新留言");
  await expect(marketing.getByRole("main")).not.toContainText("新投递");
  await expect(marketing.getByRole("main")).not.toContainText("简历");
  await row.getByRole("link", { name: "刘洋" }).click();
  await expect(marketing.locator("dt", { hasText: "称谓" }).locator("+ dd")).toHaveText("女士");

  await marketing.goto("/inbox/zh?form=inquiry");
  const asked = marketing.locator("tbody tr", { hasText: inquiry });
  await expect(asked).toContainText("新询价");
  await asked.getByRole("link", { name: "王工" }).click();
  await expect(marketing.getByRole("heading", { level: 1 })).toHaveText("王工 · 产品询价");
  await expect(marketing.locator("dt", { hasText: "硅片类型" }).locator("+ dd")).toHaveText("外延片");
});
