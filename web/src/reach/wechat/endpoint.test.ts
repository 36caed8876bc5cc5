import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWeChatStandIn, type WeChatStandIn } from "../testing/wechat-stand-in";
import { answerSignature, siteAddress } from "./endpoint";
import { jsapiSignature } from "./signature";

// GET /api/wechat/signature against the WeChat stand-in: signs this site's pages only (400 in the
// page's language otherwise), says "not configured" without the variables, and answers 503 (the
// page carries on without a card) when WeChat cannot be reached.

const SITE = "http://localhost:4800";
const ask = (url: string) => new Request(`${SITE}/api/wechat/signature?url=${encodeURIComponent(url)}`);

describe("the WeChat signature endpoint", () => {
  let wechat: WeChatStandIn;
  const config = () => ({ appId: wechat.appId, appSecret: wechat.appSecret, apiBase: wechat.base });
  const siteUrl = process.env.SITE_URL;

  beforeAll(async () => {
    process.env.SITE_URL = SITE;
    wechat = await startWeChatStandIn({ appId: "wx-endpoint" });
  });
  afterAll(async () => {
    if (siteUrl === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = siteUrl;
    await wechat.stop();
  });

  it("signs a page of this site with the current ticket, over the URL without its fragment", async () => {
    const response = await answerSignature(ask(`${SITE}/en/news/a-story?x=1#comments`), config());
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.appId).toBe("wx-endpoint");
    const ticket = wechat.tickets.at(-1) as string;
    expect(body.signature).toBe(
      jsapiSignature({
        ticket,
        nonceStr: body.nonceStr,
        timestamp: body.timestamp,
        url: `${SITE}/en/news/a-story?x=1`,
      }),
    );
    expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(5);
  });

  it("refuses any other address with 400, in the page's language", async () => {
    for (const url of [
      "https://evil.example/en/x",
      "http://localhost:4801/",
      "javascript:alert(1)",
      "",
      "x".repeat(5000),
    ]) {
      const response = await answerSignature(ask(url), config());
      expect(response.status, url).toBe(400);
    }
    const en = await (await answerSignature(ask("https://evil.example/en/x"), config())).json();
    expect(en).toEqual({ error: "badUrl", message: "Only addresses of this site can be signed." });
    const zh = await (await answerSignature(ask("https://evil.example/news"), config())).json();
    expect(zh.message).toBe("只能为本站的网页地址签名。");
    expect(siteAddress(`http://user:pw@localhost:4800/`, SITE)).toBeNull();
  });

  it("answers 404 'not configured' without WeChat's variables", async () => {
    const response = await answerSignature(ask(`${SITE}/en`), null);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe("notConfigured");
  });

  it("answers 503 when WeChat cannot be reached and no ticket is kept", async () => {
    const response = await answerSignature(ask(`${SITE}/`), {
      ...config(),
      appId: "wx-other",
      apiBase: "http://127.0.0.1:9",
    });
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe("暂时无法连接微信，请稍后再试。");
  });

  it("is rate-limited per address", async () => {
    // 120 per 10 minutes (the earlier tests of this file spent some of them).
    const answers: Response[] = [];
    for (let i = 0; i < 125; i++) answers.push(await answerSignature(ask(`${SITE}/`), config()));
    expect(answers.filter((r) => r.status === 200).length).toBeLessThanOrEqual(120);
    expect(answers.at(-1)?.status).toBe(429);
    expect(Number(answers.at(-1)?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
