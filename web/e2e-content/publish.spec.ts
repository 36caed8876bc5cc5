import { appendFileSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { publish, signDelivery } from "../../scripts/seed/content-publish.ts";

// An editor publishes; the pages that show the document are fresh on the next request, others
// keep their cache entry. Forged or replayed deliveries change nothing.

const datasetFile = path.join(process.env.CONTENT_E2E_DIR as string, "dataset.ndjson");
const secret = process.env.CONTENT_E2E_SECRET as string;

test.describe.configure({ mode: "serial" });

// Plain HTTP without a cookie jar: each request is a first visit, as a cache sees it.
const base = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
const get = (url: string) => fetch(`${base}${url}`, { redirect: "manual" });
const text = async (url: string) => (await get(url)).text();

async function h1(url: string) {
  const response = await get(url);
  const html = await response.text();
  return {
    status: response.status,
    cache: response.headers.get("x-nextjs-cache"),
    h1: /<h1[^>]*>([^<]*)</.exec(html)?.[1],
  };
}

test("a publish refreshes the news page, the list and the other language, and nothing unrelated", async ({
  baseURL,
}) => {
  // Warm the caches of every page involved, and of an unrelated page (the home page lists the
  // latest news; the quality page shows no news document).
  for (const url of ["/news/shanghai-300mm-capacity", "/news", "/en/news/shanghai-300mm-capacity", "/en/quality"]) {
    await get(url);
    await get(url);
  }
  const unrelatedBefore = await h1("/en/quality");
  expect(unrelatedBefore.cache).toBe("HIT");

  const title = `上海300mm产线扩产 ${Date.now()}`;
  const englishTitle = `Shanghai 300mm line expands ${Date.now()}`;
  await publish({
    datasetFile,
    id: "news-shanghai-300mm-en",
    set: { title: englishTitle },
    siteUrl: baseURL as string,
    secret,
  });
  const answer = await publish({
    datasetFile,
    id: "news-shanghai-300mm-zh",
    set: { title },
    siteUrl: baseURL as string,
    secret,
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    revalidated: expect.arrayContaining(["doc:news-shanghai-300mm-zh", "doc:news-shanghai-300mm-en", "list:news"]),
  });

  expect((await h1("/news/shanghai-300mm-capacity")).h1).toBe(title);
  expect(await text("/news")).toContain(title);
  expect((await h1("/en/news/shanghai-300mm-capacity")).h1).toBe(englishTitle);

  const unrelatedAfter = await h1("/en/quality");
  expect(unrelatedAfter.cache).toBe("HIT");
  expect(unrelatedAfter.h1).toBe(unrelatedBefore.h1);
});

test("a news page visited before its document existed shows it on the first request after the publish", async ({
  baseURL,
}) => {
  // A link shared before publication, or a crawler: the 404 is cached like any page.
  expect((await get("/news/announced-early")).status).toBe(404);
  expect((await h1("/news/announced-early")).cache).toBe("HIT");

  const title = `提前公布的新闻 ${Date.now()}`;
  appendFileSync(
    datasetFile,
    `${JSON.stringify({ _id: "news-announced-early-zh", _type: "news", language: "zh", title, slug: { _type: "slug", current: "announced-early" }, publishedAt: new Date(Date.now() - 60_000).toISOString(), excerpt: "提前公布" })}\n`,
  );
  const answer = await publish({ datasetFile, id: "news-announced-early-zh", siteUrl: baseURL as string, secret });
  expect(answer.status).toBe(200);

  expect(await text("/news")).toContain(title);
  const page = await h1("/news/announced-early");
  expect(page.status).toBe(200);
  expect(page.h1).toBe(title);
});

test("forged, stale, future-dated and replayed deliveries get 401 or 409 and change nothing", async () => {
  const before = await h1("/news/shanghai-300mm-capacity");
  const body = JSON.stringify({ _id: "news-shanghai-300mm-zh", _type: "news" });
  const post = (signature: string | null, key = `${Math.random()}`) =>
    fetch(`${base}/api/revalidate`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "idempotency-key": key,
        ...(signature ? { "sanity-webhook-signature": signature } : {}),
      },
    });

  expect((await post(null)).status).toBe(401);
  expect((await post(signDelivery(body, "not-the-secret"))).status).toBe(401);
  expect((await post(signDelivery(body, secret, Date.now() - 6 * 60 * 1000))).status).toBe(401);
  expect((await post(signDelivery(body, secret, Date.now() + 60 * 1000))).status).toBe(401);

  const signature = signDelivery(body, secret);
  expect((await post(signature, "delivery-1")).status).toBe(200);
  expect((await post(signature, "delivery-1")).status).toBe(409); // Sanity's retry or a replay
  expect((await post(signature, "another-key")).status).toBe(409); // same signature, new key
  await get("/news/shanghai-300mm-capacity");
  const after = await h1("/news/shanghai-300mm-capacity");
  expect(after.h1).toBe(before.h1);
  expect(after.cache).toBe("HIT");
});

test("a scheduled news item appears nowhere until its time, then by itself", async ({ baseURL }) => {
  const due = new Date(Date.now() + 8_000);
  const title = `定时发布的新闻 ${due.getTime()}`;
  // A new document enters the dataset; the publish webhook refreshes the lists.
  await publish({
    datasetFile,
    id: "news-shanghai-300mm-zh",
    set: {},
    siteUrl: baseURL as string,
    secret,
  });
  appendFileSync(
    datasetFile,
    `${JSON.stringify({ _id: "news-scheduled-zh", _type: "news", language: "zh", title, slug: { _type: "slug", current: "scheduled-news" }, publishedAt: due.toISOString(), excerpt: "定时发布" })}\n`,
  );
  await publish({ datasetFile, id: "news-scheduled-zh", siteUrl: baseURL as string, secret });

  expect(await text("/news")).not.toContain(title);
  expect((await get("/news/scheduled-news")).status).toBe(404);
  expect(await text("/sitemap.xml")).not.toContain("scheduled-news");
  expect(await text("/feed/zh.xml")).not.toContain(title);

  // Nobody acts: time-based revalidation brings it in once due.
  await expect.poll(async () => text("/news"), { timeout: 30_000, intervals: [1_000] }).toContain(title);
  await expect.poll(async () => (await get("/news/scheduled-news")).status, { timeout: 15_000 }).toBe(200);
  await expect.poll(async () => text("/feed/zh.xml"), { timeout: 15_000 }).toContain(title);
});

test("with the content backend failing, pages rendered before still answer 200 with their content", async ({
  baseURL,
}) => {
  const before = await h1("/news/shanghai-300mm-capacity");
  expect(before.status).toBe(200);
  const hidden = `${datasetFile}.away`;
  // Expire the pages first, so that they must be rendered again while the backend is down.
  await publish({ datasetFile, id: "news-shanghai-300mm-zh", siteUrl: baseURL as string, secret });
  renameSync(datasetFile, hidden);
  try {
    for (const url of ["/news/shanghai-300mm-capacity", "/news", "/en/news/shanghai-300mm-capacity"]) {
      const page = await h1(url);
      expect(page.status, url).toBe(200);
      expect(page.h1, url).toBeTruthy();
    }
    expect((await h1("/news/shanghai-300mm-capacity")).h1).toBe(before.h1);
  } finally {
    renameSync(hidden, datasetFile);
  }
});

test("a language without published news shows the news list's empty state; the other language keeps its list", async ({
  page,
  baseURL,
}) => {
  const original = readFileSync(datasetFile, "utf8");
  const newsOf = (language: string) =>
    original
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { _id: string; _type: string; language?: string })
      .filter((doc) => doc._type === "news" && doc.language === language)
      .map((doc) => doc._id);
  try {
    // The editors delete every English story, one publish (webhook) per document, as Sanity sends them.
    for (const id of newsOf("en")) {
      await publish({ datasetFile, id, remove: true, siteUrl: baseURL as string, secret });
    }
    await page.goto("/en/news");
    await expect(page.getByRole("main").getByText("Stay Tuned", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(0);
    await page.goto("/news");
    await expect(page.getByRole("main").getByText("暂无新闻内容")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();

    for (const id of newsOf("zh")) {
      await publish({ datasetFile, id, remove: true, siteUrl: baseURL as string, secret });
    }
    await page.goto("/news");
    await expect(page.getByRole("main").getByText("暂无新闻内容", { exact: true })).toBeVisible();
  } finally {
    writeFileSync(datasetFile, original);
    await publish({ datasetFile, id: "news-shanghai-300mm-zh", siteUrl: baseURL as string, secret });
  }
  await page.goto("/en/news");
  await expect(page.getByRole("main").getByText("Stay Tuned", { exact: true })).toHaveCount(0);
});

test("an editor's page (issue 42): a publish shows it at its path, a rename moves it, and unrelated pages keep their cache", async ({
  baseURL,
}) => {
  for (const url of ["/en/quality", "/about"]) {
    await get(url);
    await get(url);
    expect((await h1(url)).cache, url).toBe("HIT");
  }
  const before = { quality: await h1("/en/quality"), about: await h1("/about") };
  // Visited before it exists: the 404 (a publish must replace it).
  expect((await get("/customer-notice")).status).toBe(404);

  const title = `客户质量通知 ${Date.now()}`;
  appendFileSync(
    datasetFile,
    `${JSON.stringify({ _id: "site-page-customer-notice-zh", _type: "sitePage", language: "zh", title, slug: { _type: "slug", current: "customer-notice" }, intro: "外延片出货检验报告改为电子版本。" })}\n`,
  );
  const answer = await publish({ datasetFile, id: "site-page-customer-notice-zh", siteUrl: baseURL as string, secret });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    revalidated: expect.arrayContaining(["doc:site-page-customer-notice-zh", "list:sitePage", "sitemap", "search"]),
  });
  const shown = await h1("/customer-notice");
  expect(shown.status).toBe(200);
  expect(shown.h1).toBe(title);
  expect((await get("/en/customer-notice")).status).toBe(404);

  // A new path: the page moves; the old path no longer shows it (both are expired by its `doc:` tag
  // and the cached "nothing found" entries).
  await get("/customer-notice");
  await publish({
    datasetFile,
    id: "site-page-customer-notice-zh",
    set: { slug: { _type: "slug", current: "customer-quality-notice" } },
    siteUrl: baseURL as string,
    secret,
  });
  expect((await h1("/customer-quality-notice")).h1).toBe(title);
  expect((await get("/customer-notice")).status).not.toBe(200);

  // Pages that do not show it were not rendered again.
  const after = { quality: await h1("/en/quality"), about: await h1("/about") };
  expect(after.quality.cache).toBe("HIT");
  expect(after.about.cache).toBe("HIT");
  expect(after.quality.h1).toBe(before.quality.h1);
});
