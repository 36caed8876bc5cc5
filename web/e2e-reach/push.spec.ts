import { get } from "node:http";
import { expect, test } from "@playwright/test";
import { REACH, REACH_PORTS } from "../playwright.reach.config";
import { SIGNATURE_HEADER, sign } from "../src/publish/webhook";
import {
  type BaiduStandIn,
  type IndexNowStandIn,
  startBaiduStandIn,
  startIndexNowStandIn,
} from "../src/reach/testing/push-stand-ins";

// Issue 43, item 2: a publish (the signed webhook) is told to Baidu's 普通收录 API and IndexNow
// (local stand-ins) without delaying the webhook's answer, in both languages; IndexNow's key file
// is served; Baidu's quota running out stops the sending and shows in the metrics.

let baidu: BaiduStandIn;
let indexNow: IndexNowStandIn;
const host = new URL(REACH.site).host;

test.beforeAll(async () => {
  baidu = await startBaiduStandIn({ site: REACH.baidu.site, token: REACH.baidu.token, port: REACH_PORTS.baidu });
  indexNow = await startIndexNowStandIn({ key: REACH.indexNowKey, host, port: REACH_PORTS.indexNow });
});
test.afterAll(async () => {
  await baidu?.stop();
  await indexNow?.stop();
});

async function publish(doc: Record<string, unknown>) {
  const body = JSON.stringify(doc);
  const started = Date.now();
  const response = await fetch(`${REACH.site}/api/revalidate`, {
    method: "POST",
    headers: { "content-type": "application/json", [SIGNATURE_HEADER]: sign(body, REACH.secret) },
    body,
  });
  return { status: response.status, ms: Date.now() - started };
}

async function metric(name: string, labels: string): Promise<number> {
  const text = await (
    await fetch(`${REACH.site}/api/metrics`, { headers: { authorization: `Bearer ${REACH.metricsToken}` } })
  ).text();
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

/** One GET on a connection of its own (a pooled one may be closed by the server's keep-alive timeout). */
const getOnce = (path: string) =>
  new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    get(`${REACH.site}${path}`, { agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), body }),
      );
    }).on("error", reject);
  });

test("IndexNow's key file is served at /<key>.txt; any other name is not", async () => {
  const file = await getOnce(`/${REACH.indexNowKey}.txt`);
  expect(file).toMatchObject({ status: 200, body: REACH.indexNowKey });
  expect(file.type).toContain("text/plain");
  expect((await getOnce("/not-the-key-at-all.txt")).status).toBe(404);
});

test("publishing a product tells Baidu and IndexNow its page in both languages", async () => {
  const answer = await publish({ _id: "product-reach-e2e", _type: "product", slug: "prime-300mm", translations: [] });
  expect(answer.status).toBe(200);
  const urls = [`${REACH.site}/product/prime-300mm`, `${REACH.site}/en/product/prime-300mm`];
  await expect.poll(() => baidu.received.flat().sort(), { timeout: 15_000 }).toEqual(urls.sort());
  await expect.poll(() => indexNow.received.flat().sort(), { timeout: 15_000 }).toEqual(urls.sort());
  expect(indexNow.bodies[0]).toMatchObject({ host, key: REACH.indexNowKey });
  await expect.poll(() => metric("wafer_search_push_total", 'engine="baidu",outcome="sent"')).toBe(2);
});

test("Baidu's quota used up: the webhook still answers at once, Baidu is not asked again today, IndexNow is", async () => {
  baidu.remain = 0;
  expect((await publish({ _id: "news-reach-e2e", _type: "news", slug: "reach-a", language: "zh" })).status).toBe(200);
  await expect.poll(() => metric("wafer_search_push_total", 'engine="baidu",outcome="quota"')).toBe(1);
  await expect.poll(() => indexNow.received.flat()).toContain(`${REACH.site}/news/reach-a`);
  const asked = baidu.requests;
  // Baidu is down too: the webhook does not wait for either engine.
  await baidu.stop();
  const later = await publish({ _id: "news-reach-e2e-2", _type: "news", slug: "reach-b", language: "en" });
  expect(later.status).toBe(200);
  expect(later.ms).toBeLessThan(2000);
  await expect.poll(() => indexNow.received.flat()).toContain(`${REACH.site}/en/news/reach-b`);
  expect(baidu.requests).toBe(asked);
  await expect.poll(() => metric("wafer_search_push_pending", 'engine="baidu"')).toBe(2);
});
