import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../e2e/axe";
import { INBOX_PURGE_PORT, INBOX_SMTP_PORT } from "../playwright.inbox.config";
import { altchaKeysFrom } from "../src/forms/server/altcha";
import { formRequest, solvedPayload, validFields } from "../src/forms/server/testing";
import { bodyText, smtpPeer } from "../src/mail/smtp-peer";

// Issue 41, item 6: HR invites an applicant from the application's page, with the editors'
// template (studio: 申请人邮件模板) in the language the person applied in, filled in and edited by
// HR; the mail goes through the outbox to a real SMTP peer, is kept with the application, and only
// then is the status 面试. A status change alone sends the applicant nothing.

const PASSWORD = process.env.INBOX_E2E_PASSWORD as string;
const smtp = smtpPeer(INBOX_SMTP_PORT);

test.beforeAll(async () => {
  await smtp.start();
});
test.afterAll(async () => {
  await smtp.stop();
});

async function signIn(page: Page, account: string) {
  await page.goto("/inbox/zh/login");
  await page.getByLabel("账号").fill(account);
  await page.getByLabel("密码").fill(PASSWORD);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText(`已登录：${account}`)).toBeVisible();
}

/** An application in English through the site's form API, as the browser sends it. */
async function applyInEnglish(email: string): Promise<string> {
  const n = 900 + Math.floor(Math.random() * 99);
  const fields: Record<string, string> = { ...validFields("application", n, "en"), contactEmail: email };
  const request = formRequest("application", fields, {
    altcha: await solvedPayload(altchaKeysFrom(process.env.INBOX_E2E_ALTCHA as string)),
  });
  const answer = await fetch(`${test.info().project.use.baseURL}/api/forms/application`, {
    method: "POST",
    body: await request.arrayBuffer(),
    headers: {
      "content-type": request.headers.get("content-type") as string,
      "x-forwarded-for": `203.0.113.${n % 250}`,
    },
  });
  expect(answer.status).toBe(201);
  return fields.name ?? "";
}

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

test("HR invites an applicant by mail from the template, in the language they applied in; the SMTP peer receives it; the application keeps it", async ({
  browser,
}) => {
  const email = `ann.lee+${Date.now()}@example.com`;
  const name = await applyInEnglish(email);
  const hr = await (await browser.newContext()).newPage();
  await signIn(hr, "hana");
  await hr.goto("/inbox/zh?form=application");
  await hr.locator("tbody tr", { hasText: email }).getByRole("link").first().click();
  await expect(hr.getByRole("heading", { level: 1 })).toContainText(name);
  const mails = hr.locator("[data-applicant-mail]");
  await expect(mails.getByText("尚未给申请人发过邮件。")).toBeVisible();

  // Screening: the applicant hears nothing (the outbox polls every second here; whatever the
  // application itself sent has had its time).
  await hr.waitForTimeout(3000);
  const before = mailsTo(email).length;
  await hr.getByLabel("更新状态").selectOption("screening");
  await hr.getByRole("button", { name: "保存" }).click();
  await expect(hr.locator("[data-status]")).toHaveText("筛选中");
  await hr.waitForTimeout(3000);
  expect(mailsTo(email).length).toBe(before);

  // The invitation, filled from the seed's template in English (the applicant's language).
  await mails.getByText("面试邀请", { exact: true }).click();
  const form = mails.locator("[data-mail-form=invite]");
  await expect(form.getByLabel("主题")).toHaveValue("Interview invitation: Epitaxy Process Engineer");
  const body = form.getByLabel("内容");
  await expect(body).toHaveValue(
    new RegExp(
      `^Dear ${name},\\n\\nThank you for applying for the position of Epitaxy Process Engineer at Shanghai Silicon Crystal Semiconductor`,
    ),
  );
  await expect(form.getByText("发出后状态变为“面试”。")).toBeVisible();
  expect(await axeViolations(hr)).toEqual([]);
  // HR fills in the time before sending.
  await body.fill((await body.inputValue()).replace("Date and time:", "Date and time: 3 December, 2 pm"));
  await form.getByRole("button", { name: "发送面试邀请" }).click();
  await expect(hr.getByRole("status")).toHaveText("邮件已加入发件队列。发出后状态将相应改变。");

  // The SMTP peer receives it, as HR wrote it.
  await expect
    .poll(() => mailsTo(email).find((mail) => bodyText(mail.raw).includes("3 December, 2 pm")), { timeout: 30_000 })
    .toBeTruthy();
  const mail = mailsTo(email).find((m) => bodyText(m.raw).includes("3 December, 2 pm"));
  expect(mail?.raw).toMatch(/^Subject: Interview invitation: Epitaxy Process Engineer\r?$/m);
  expect(bodyText(mail?.raw)).toContain(`Dear ${name},`);

  // The application keeps it (when, by whom, subject, body, sent) and is now 面试.
  await expect(async () => {
    await hr.reload();
    await expect(mails.locator("[data-mail-kind=invite][data-mail-status=sent]")).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const kept = mails.locator("[data-mail-kind=invite]");
  await expect(kept).toContainText("面试邀请 · Interview invitation: Epitaxy Process Engineer · hana");
  await expect(kept).toContainText("已发送（");
  await expect(kept).toContainText("Date and time: 3 December, 2 pm");
  await expect(hr.locator("[data-status]")).toHaveText("面试");
  expect(await axeViolations(hr)).toEqual([]);
});

// The studio's 收件箱 link reads this (studio/inbox-tool.tsx): the banner's state, nothing else,
// without a session and to any origin (the studio is the lake's origin).
test("whether mail leaves is readable by the studio: /inbox/mail-status, no session, any origin", async ({
  request,
}) => {
  const answer = await request.get("/inbox/mail-status", { headers: { origin: "http://studio.example" } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["access-control-allow-origin"]).toBe("*");
  expect(answer.headers()["cache-control"]).toContain("no-store");
  expect(["ok", "failing"]).toContain((await answer.json()).mail);
  // The purge test's server has no SMTP_URL, the default of a fresh install.
  const none = await request.get(`http://localhost:${INBOX_PURGE_PORT}/inbox/mail-status`);
  expect(await none.json()).toEqual({ mail: "unconfigured" });
});
