import { expect, test } from "@playwright/test";
import { API_VERSION, LAKE_DATASET, LAKE_PROJECT_ID } from "../../scripts/run/local-lake.ts";
import { LAKE, LAKE_API } from "./studio";

// With LAKE_EDITORS set (playwright.studio.config.ts, STUDIO_E2E_LOGIN=1), the lake refuses every
// API call without a session and the studio asks for a login; after it, the studio works.

const query = `${LAKE_API}/v${API_VERSION}/data/query/${LAKE_DATASET}?query=${encodeURIComponent("*[_type == 'news'][0]._id")}`;

test("API calls without a session are refused", async () => {
  const calls: [string, RequestInit?][] = [
    [query],
    [`${LAKE_API}/v${API_VERSION}/data/doc/${LAKE_DATASET}/siteSettings`],
    [`${LAKE_API}/v${API_VERSION}/users/me`],
    [`${LAKE_API}/v${API_VERSION}/projects/${LAKE_PROJECT_ID}`],
    [
      `${LAKE_API}/v${API_VERSION}/data/mutate/${LAKE_DATASET}`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ mutations: [{ create: { _type: "news", title: "intruder" } }] }),
      },
    ],
    [`${LAKE_API}/v${API_VERSION}/data/listen/${LAKE_DATASET}?query=${encodeURIComponent("*")}`],
    [`${LAKE_API}/v${API_VERSION}/data/query/${LAKE_DATASET}?query=1`, { headers: { authorization: "Bearer forged" } }],
  ];
  for (const [url, init] of calls) {
    const response = await fetch(url, init);
    await response.body?.cancel();
    expect(response.status, url).toBe(401);
  }
});

test("the studio shows a login; with a session it works", async ({ page }) => {
  await page.goto(`${LAKE}/`);
  // The studio's sign-in screen names the lake's provider; it leads to the lake's login form.
  await page
    .getByRole("link", { name: /登录|Sign in|Log in/ })
    .or(page.getByRole("button", { name: /登录|Sign in|Log in/ }))
    .first()
    .click();
  await page.getByLabel(/用户名/).fill("mei");
  await page.getByLabel(/密码/).fill("wrong password");
  await page.getByRole("button", { name: /登录/ }).click();
  await expect(page.getByRole("alert")).toContainText("用户名或密码不正确。");
  await page.getByLabel(/密码/).fill("correct-horse-battery");
  await page.getByRole("button", { name: /登录/ }).click();
  await expect(page.getByTestId("studio-layout")).toBeVisible({ timeout: 60_000 });
  await page
    .getByTestId("structure-tool-list-pane")
    .first()
    .getByRole("link", { name: /新闻 News/ })
    .click();
  await expect(page.getByTestId("structure-tool-list-pane").last()).toBeVisible();
  // The session is an HTTP-only cookie: scripts cannot read it, the browser sends it.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "lake_session")?.httpOnly).toBe(true);
  const answer = await page.evaluate(async (url) => (await fetch(url, { credentials: "include" })).status, query);
  expect(answer).toBe(200);
});

// Issue 40, row 6 on the lake's side: after a few wrong passwords for a name from one address the
// lake's login form asks for a proof of work, as the site's inbox does. The page loads the lake's
// own ALTCHA widget (no third-party anything; its CSP allows only the lake's own script, worker and
// challenge), Chromium solves it by itself, and the editor signs in. Without JavaScript the page
// says, in both languages, that the check needs it.
test("after three wrong passwords the login asks for a proof of work; Chromium solves it and the editor signs in", async ({
  page,
  browser,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${LAKE}/auth/login?origin=${encodeURIComponent(`${LAKE}/`)}`);
  await expect(page.locator("altcha-widget")).toHaveCount(0);
  for (let i = 0; i < 3; i++) {
    await page.getByLabel(/用户名/).fill("hr-li");
    await page.getByLabel(/密码/).fill(`guess ${i}`);
    await page.getByRole("button", { name: /登录/ }).click();
    await expect(page.getByRole("alert")).toContainText("用户名或密码不正确。");
  }

  // Without JavaScript the right password alone is refused, with the reason in zh and en.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`${LAKE}/auth/login`);
    await plain.getByLabel(/用户名/).fill("hr-li");
    await plain.getByLabel(/密码/).fill("staple-lamp-river");
    await plain.getByRole("button", { name: /登录/ }).click();
    await expect(plain.getByRole("alert").first()).toContainText("失败次数较多：请等待下方的人机验证完成，再登录。");
    await expect(plain.getByText(/此检查需要 JavaScript/)).toBeVisible();
    await expect(plain.getByText(/This check needs JavaScript/)).toBeVisible();
  } finally {
    await noScript.close();
  }

  // With it, the widget solves the lake's challenge in a worker as soon as the page is shown.
  await expect(page.getByRole("group", { name: /人机验证/ })).toBeVisible();
  await expect(page.locator("altcha-widget")).toContainText("验证成功", { timeout: 30_000 });
  await page.getByLabel(/用户名/).fill("hr-li");
  await page.getByLabel(/密码/).fill("staple-lamp-river");
  await page.getByRole("button", { name: /登录/ }).click();
  await page.waitForURL(/#sid=/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "lake_session")?.httpOnly).toBe(true);
  const answer = await page.evaluate(async (url) => (await fetch(url, { credentials: "include" })).status, query);
  expect(answer).toBe(200);
  expect(violations).toEqual([]);
});
