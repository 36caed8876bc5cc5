import { lakeOrigin } from "../../scripts/run/local-lake.ts";
import { expect, test } from "./fixtures";

// Issue 42, item 3, against the local lake this suite runs (playwright.config.ts): a slug renamed
// through the lake's API (as a script or the studio's 发布 writes it) leaves a 308 from the old
// path in both languages; an editor's 跳转 documents answer vanity paths and gone pages; chains
// are one hop; a hostile target written past the studio's validation is never followed.

const LAKE = lakeOrigin(Number(process.env.E2E_PORT ?? 3100) + 31);
const SITE = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

async function mutate(mutations: unknown[]) {
  const response = await fetch(`${LAKE}/v2025-10-01/data/mutate/production`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mutations }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const rename = (id: string, slug: string) =>
  mutate([{ patch: { id, set: { slug: { _type: "slug", current: slug } } } }]);

/** The answer to a plain GET, redirects not followed, as a crawler or a shared link's first hop. */
async function hop(path: string) {
  const response = await fetch(`${SITE}${path}`, { redirect: "manual" });
  const body = await response.text();
  return { status: response.status, location: response.headers.get("location"), body };
}

/** Polls until `path` answers as wanted; returns how long it took from `since`. */
async function answersWithin(path: string, want: { status: number; location?: string }, since: number) {
  await expect
    .poll(
      async () => {
        const { status, location } = await hop(path);
        return {
          status,
          location: location === null ? undefined : new URL(location, SITE).pathname + new URL(location, SITE).search,
        };
      },
      { timeout: 5_000, intervals: [50] },
    )
    .toEqual(want);
  return Date.now() - since;
}

const STORY = { zh: "news-chongqing-200mm-capacity-zh", en: "news-chongqing-200mm-capacity-en" };
const OLD = "chongqing-200mm-capacity";
const stamp = Date.now().toString(36);
const NEW = `${OLD}-${stamp}`;
const NEWER = `${OLD}-${stamp}-b`;

test.describe.configure({ mode: "serial" });

test.afterAll(async () => {
  await rename(STORY.zh, OLD);
  await rename(STORY.en, OLD);
  await mutate(["redirect-e2e-semicon", "redirect-e2e-gone", "redirect-e2e-evil"].map((id) => ({ delete: { id } })));
});

test("a published story's renamed slug: the old URL answers 308 to the new one in zh and en, within the second", async ({
  page,
}) => {
  expect((await hop(`/news/${OLD}`)).status).toBe(200);
  const since = Date.now();
  // Both language versions in one transaction, as one publish of a translated pair.
  await mutate([STORY.zh, STORY.en].map((id) => ({ patch: { id, set: { slug: { _type: "slug", current: NEW } } } })));
  const [zh, en] = await Promise.all([
    answersWithin(`/news/${OLD}`, { status: 308, location: `/news/${NEW}` }, since),
    answersWithin(`/en/news/${OLD}`, { status: 308, location: `/en/news/${NEW}` }, since),
  ]);
  console.log(`redirect live after the rename: zh ${zh} ms, en ${en} ms`);
  expect(Math.max(zh, en)).toBeLessThan(2_000);

  // The query string is kept; a visitor's browser lands on the story.
  const shared = await fetch(`${SITE}/news/${OLD}?from=wechat`, { redirect: "manual" });
  expect(shared.headers.get("cache-control")).toBe("public, max-age=3600");
  expect(await hop(`/news/${OLD}?from=wechat`)).toMatchObject({
    status: 308,
    location: expect.stringMatching(new RegExp(`/news/${NEW}\\?from=wechat$`)),
  });
  await page.goto(`/en/news/${OLD}`);
  await expect(page).toHaveURL(new RegExp(`/en/news/${NEW}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // A second rename: both old paths lead to the newest in one hop, and the old site's ?id= link too.
  await rename(STORY.zh, NEWER);
  await answersWithin(`/news/${OLD}`, { status: 308, location: `/news/${NEWER}` }, Date.now());
  expect(await hop(`/news/${NEW}`)).toMatchObject({
    status: 308,
    location: expect.stringMatching(new RegExp(`/news/${NEWER}$`)),
  });
  expect(await hop(`/newsdetail?id=${STORY.zh}`)).toMatchObject({
    status: 308,
    location: expect.stringMatching(new RegExp(`/news/${NEWER}$`)),
  });
});

test("editors' 跳转: a vanity path leads to a page, a gone page answers 410 in the site's words", async ({ page }) => {
  const since = Date.now();
  await mutate([
    {
      createOrReplace: {
        _id: "redirect-e2e-semicon",
        _type: "redirect",
        from: "/semicon",
        target: "document",
        toDocument: { _type: "reference", _ref: "product-300mm-epitaxial" },
      },
    },
    { createOrReplace: { _id: "redirect-e2e-gone", _type: "redirect", from: "/old-notice", target: "gone" } },
    // Written past the studio's validation (the API): never sent as a Location.
    {
      createOrReplace: {
        _id: "redirect-e2e-evil",
        _type: "redirect",
        from: "/evil",
        target: "address",
        toAddress: "//evil.example",
      },
    },
  ]);
  const took = await answersWithin("/semicon", { status: 308, location: "/product/300mm-epitaxial" }, since);
  expect(took).toBeLessThan(2_000);

  await page.goto("/semicon?utm_source=brochure");
  await expect(page).toHaveURL(/\/product\/300mm-epitaxial\?utm_source=brochure$/);

  const gone = await hop("/old-notice");
  expect(gone.status).toBe(410);
  expect(gone.body).toContain("此页面已永久删除。");
  const goneEn = await hop("/en/old-notice");
  expect(goneEn.status).toBe(404); // the editor wrote the Chinese path only
  expect(gone.body).toContain("页面已删除");

  expect((await hop("/evil")).status).toBe(404);
  for (const hostile of ["//evil.example", "/%2F%2Fevil.example", `/${"a".repeat(4000)}`, "/%E0%A4%A"]) {
    const answer = await hop(hostile);
    expect(answer.status, hostile).toBeLessThan(500);
    // Whatever answers (a 404, Next's own slash clean-up), it never leaves the site.
    if (answer.location) expect(new URL(answer.location, SITE).origin, hostile).toBe(SITE);
  }
});

test("an editor's page (sitePage) renamed: its old path answers 308 to the new one", async () => {
  const page = { _id: `site-page-e2e-${stamp}`, _type: "sitePage", language: "zh", title: "重定向测试页" };
  const at = (slug: string) => ({ ...page, slug: { _type: "slug", current: slug } });
  await mutate([{ createOrReplace: at(`expo-${stamp}`) }]);
  await expect.poll(async () => (await hop(`/expo-${stamp}`)).status, { timeout: 5_000 }).toBe(200);
  const since = Date.now();
  await mutate([{ createOrReplace: at(`expo-${stamp}-2027`) }]);
  const took = await answersWithin(`/expo-${stamp}`, { status: 308, location: `/expo-${stamp}-2027` }, since);
  expect(took).toBeLessThan(2_000);
  expect((await hop(`/expo-${stamp}-2027`)).status).toBe(200);
  await mutate([{ delete: { id: page._id } }]);
  // Deleted: the recorded redirect leads nowhere, so the old path is the 404 it would be (the editor's
  // other choice, 410, is a 跳转 entry with 已删除).
  await expect.poll(async () => (await hop(`/expo-${stamp}`)).status, { timeout: 5_000 }).toBe(404);
});
