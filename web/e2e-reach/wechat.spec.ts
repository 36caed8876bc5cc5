import { expect, type Page, test } from "@playwright/test";
import { REACH, REACH_PORTS } from "../playwright.reach.config";
import { startWeChatStandIn, type WeChatStandIn } from "../src/reach/testing/wechat-stand-in";
import { jsapiSignature } from "../src/reach/wechat/signature";

// Issue 43, item 1: a page opened in WeChat's browser configures WeChat's JS-SDK, served by the
// site itself, with a signature the server made from a jsapi_ticket of WeChat's API (here a local
// stand-in), and hands WeChat the page's own Open Graph card; any other browser loads nothing of
// it; with WeChat unreachable the page works as before. WeChat's JS bridge (WeixinJSBridge, which
// only WeChat's browser has) is played by an init script that records what the SDK asks of it.

const WECHAT_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.103 Mobile Safari/537.36 XWEB/1300199 MMWEBSDK/20240404 MMWEBID/1234 MicroMessenger/8.0.50.2701(0x28003253) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64";
const CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

type BridgeCall = { name: string; args: Record<string, unknown> };

/** WeChat's JS bridge as the SDK sees it: every invoke is recorded and answered "ok". */
const FAKE_BRIDGE = `
  window.__bridgeCalls = [];
  window.WeixinJSBridge = {
    invoke(name, args, callback) {
      window.__bridgeCalls.push({ name, args });
      if (callback) setTimeout(() => callback({ err_msg: name + ":ok", errMsg: name + ":ok" }), 0);
    },
    on() {},
  };`;

let wechat: WeChatStandIn;

test.beforeAll(async () => {
  wechat = await startWeChatStandIn({ ...REACH.wechat, port: REACH_PORTS.wechat });
  // The first test runs with WeChat away; it is started again where needed.
  await wechat.stop();
});
test.afterAll(() => wechat?.stop());

/** Opens `path` as `userAgent` does; collects every request, and the scripts that carry the SDK. */
async function visit(page: Page, path: string) {
  const requests: string[] = [];
  const sdkScripts: string[] = [];
  page.on("request", (request) => {
    requests.push(request.url());
  });
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.text().catch(() => "");
    if (body.includes("preVerifyJSAPI")) sdkScripts.push(response.url());
  });
  await page.addInitScript(FAKE_BRIDGE);
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeVisible();
  return { requests, sdkScripts };
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls);
const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).first().getAttribute("content");

test.describe("in WeChat's browser", () => {
  test.use({ userAgent: WECHAT_UA });

  test("WeChat unreachable: the signature is refused (503) and the page works, no SDK loaded", async ({ page }) => {
    const signature = page.waitForResponse((r) => r.url().includes("/api/wechat/signature"));
    const { sdkScripts } = await visit(page, "/en/about");
    expect((await signature).status()).toBe(503);
    await page.waitForTimeout(500);
    expect(sdkScripts).toEqual([]);
    expect(await calls(page)).toEqual([]);
    await expect(page.getByRole("navigation").first()).toBeVisible();
  });

  test("a story configures the SDK from the site's origin with a valid signature and its Open Graph card", async ({
    page,
  }) => {
    await wechat.start();
    wechat.expiresIn = 2; // kept 1 s: the next test meets an expired ticket
    await page.goto("/en/news");
    const story = await page.locator('main a[href^="/en/news/"]').first().getAttribute("href");
    expect(story).toBeTruthy();
    const { requests, sdkScripts } = await visit(page, story as string);
    await expect.poll(async () => (await calls(page)).map((c) => c.name)).toContain("updateTimelineShareData");

    // Nothing from elsewhere: every request of the page went to the site.
    expect(requests.filter((url) => !url.startsWith(REACH.site) && !url.startsWith("data:"))).toEqual([]);
    expect(sdkScripts.length).toBeGreaterThan(0);
    expect(sdkScripts.every((url) => url.startsWith(`${REACH.site}/_next/static/`))).toBe(true);
    expect(requests.some((url) => url.startsWith(`${REACH.site}/api/wechat/signature?url=`))).toBe(true);

    const all = await calls(page);
    const config = all.find((c) => c.name === "preVerifyJSAPI")?.args as Record<string, string>;
    expect(config.verifyAppId).toBe(REACH.wechat.appId);
    expect(config.verifyJsApiList).toEqual(["updateAppMessageShareData", "updateTimelineShareData"]);
    const url = page.url().split("#")[0] as string;
    const ticket = wechat.tickets.at(-1) as string;
    expect(config.verifySignature).toBe(
      jsapiSignature({ ticket, nonceStr: config.verifyNonceStr, timestamp: Number(config.verifyTimestamp), url }),
    );

    const card = all.find((c) => c.name === "updateAppMessageShareData")?.args as Record<string, string>;
    expect(card.title).toBe(await meta(page, "og:title"));
    expect(card.desc).toBe(await meta(page, "og:description"));
    expect(card.imgUrl).toBe(await meta(page, "og:image"));
    expect(card.link).toBe(url);
    // In the page's language: the English story's card is its English title.
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(card.title).toContain((await page.locator("h1").first().textContent())?.trim() ?? "");
    const timeline = all.find((c) => c.name === "updateTimelineShareData")?.args as Record<string, string>;
    expect(timeline).toMatchObject({ title: card.title, link: url, imgUrl: card.imgUrl });
  });

  test("an expired ticket is replaced once: the Chinese home page is signed with the new one", async ({ page }) => {
    await page.waitForTimeout(1100);
    const before = wechat.tickets.length;
    await visit(page, "/");
    await expect.poll(async () => (await calls(page)).map((c) => c.name)).toContain("updateAppMessageShareData");
    expect(wechat.tickets.length).toBe(before + 1);
    const all = await calls(page);
    const config = all.find((c) => c.name === "preVerifyJSAPI")?.args as Record<string, string>;
    expect(config.verifySignature).toBe(
      jsapiSignature({
        ticket: wechat.tickets.at(-1) as string,
        nonceStr: config.verifyNonceStr,
        timestamp: Number(config.verifyTimestamp),
        url: page.url(),
      }),
    );
    const card = all.find((c) => c.name === "updateAppMessageShareData")?.args as Record<string, string>;
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");
    expect(card.title).toBe(await meta(page, "og:title"));
    expect(card.desc).toBe(await meta(page, "og:description"));
  });
});

test.describe("in any other browser", () => {
  test.use({ userAgent: CHROME_UA });

  test("nothing of WeChat loads: no signature request, no SDK script", async ({ page }) => {
    await wechat.start();
    const { requests, sdkScripts } = await visit(page, "/en/news");
    await page.waitForLoadState("networkidle");
    expect(requests.filter((url) => url.includes("/api/wechat/"))).toEqual([]);
    expect(sdkScripts).toEqual([]);
    expect(await calls(page)).toEqual([]);
  });
});
