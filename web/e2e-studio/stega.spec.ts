import { expect, type Page, test } from "@playwright/test";
import { localePath, visitedPaths } from "@wafer/schemas/routes";
import { draftModeUrl, enableDraftMode, lakeClient, previewSecret, SITE } from "./studio";

// Stega never leaks (issue 18): drafts in draft mode carry invisible characters naming their
// fields; published pages, feeds and the sitemap never do, nor do <title>, metadata and JSON-LD
// of a draft page; and public pages load no visual-editing code.

/** The characters stega encodes with (@vercel/stega): U+200B–U+200D, U+2060–U+2064, U+FEFF. */
const STEGA = /[\u200B-\u200D\u2060-\u2064\uFEFF]/;
/** Strings only the draft-mode chunks contain: next-sanity's overlays and our live refresh. */
const PREVIEW_CODE = ["data-sanity-overlay-element", "/api/draft-mode/live"];

const client = lakeClient("presentation-tool");
const STORY = "news-chongqing-200mm-capacity-zh";
const STORY_PATH = "/news/chongqing-200mm-capacity";

/** Draft mode's cookies, from a secret as the Presentation tool makes it. */
const draftCookie = async (path: string) => (await enableDraftMode(path)).cookie;

/** What a visitor's browser runs on a page: every script it fetched, lazily loaded ones included. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  await page.goto(`${SITE}${path}`, { waitUntil: "networkidle" });
  return Promise.all(bodies);
}

test("published pages, feeds and the sitemap carry no stega, while a draft page does (outside its metadata)", async () => {
  const published = await client.getDocument(STORY);
  await client.createOrReplace({ ...published, _id: `drafts.${STORY}`, title: `草稿 ${published?.title}` } as never);
  try {
    // Control: in draft mode the page's texts are marked, so the scan below can find them.
    const cookie = await draftCookie(STORY_PATH);
    const draft = await (await fetch(`${SITE}${STORY_PATH}`, { headers: { cookie } })).text();
    expect(draft).toMatch(STEGA);
    expect(draft).toContain("草稿 ");
    const title = /<title>([^<]*)<\/title>/.exec(draft)?.[1] ?? "";
    expect(title).toContain("草稿 ");
    expect(title).not.toMatch(STEGA);
    for (const [, json] of draft.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
      expect(json).not.toMatch(STEGA);
    }
    for (const [, value] of draft.matchAll(/<meta [^>]*content="([^"]*)"/g)) expect(value).not.toMatch(STEGA);
    for (const [, value] of draft.matchAll(/ href="([^"]*)"/g)) expect(value).not.toMatch(STEGA);

    const paths = [
      ...visitedPaths().flatMap((path) => [localePath("zh", path), localePath("en", path)]),
      "/feed/zh.xml",
      "/feed/en.xml",
      "/sitemap.xml",
      "/robots.txt",
    ];
    for (const path of paths) {
      const response = await fetch(`${SITE}${path}`, { headers: { "accept-language": "zh-CN" } });
      const body = await response.text();
      expect(response.status, path).toBeLessThan(500);
      expect(STEGA.test(body), `stega characters in ${path}`).toBe(false);
    }
  } finally {
    await client.delete(`drafts.${STORY}`);
  }
});

test("public pages load no visual-editing code; a draft-mode page does", async ({ page, context }) => {
  for (const path of ["/", STORY_PATH, "/en/jobs/epitaxy-process-engineer", "/quality", "/en/news"]) {
    const scripts = await scriptsOf(page, path);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const marker of PREVIEW_CODE) {
      expect(
        scripts.some((body) => body.includes(marker)),
        `${marker} on ${path}`,
      ).toBe(false);
    }
  }
  // Control: with draft mode on, the same page loads the overlays and the live refresh.
  const cookie = await draftCookie(STORY_PATH);
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name as string, value: value.join("="), url: SITE };
    }),
  );
  const scripts = await scriptsOf(page, STORY_PATH);
  for (const marker of PREVIEW_CODE) expect(scripts.some((body) => body.includes(marker))).toBe(true);
});

test("the preview secret is checked against the lake: a wrong or an expired one gets 401", async () => {
  const wrong = await fetch(draftModeUrl("guessed", STORY_PATH), { redirect: "manual" });
  expect(wrong.status).toBe(401);
  // A secret is valid for an hour after the Presentation tool made it; the lake keeps the real
  // `_updatedAt` (it cannot be written), so an expired one is one the studio withdrew.
  const secret = await previewSecret();
  // Secrets are drafts (`drafts.<uuid>`): only the raw perspective lists them.
  const secrets = await client.fetch<string[]>(
    `*[_type == "sanity.previewUrlSecret" && secret == $secret]._id`,
    { secret },
    { perspective: "raw" },
  );
  expect(secrets).toHaveLength(1);
  await Promise.all(secrets.map((id) => client.delete(id)));
  const expired = await fetch(draftModeUrl(secret, STORY_PATH), { redirect: "manual" });
  expect(expired.status).toBe(401);
  // Nor does the live stream open without draft mode.
  expect((await fetch(`${SITE}/api/draft-mode/live`)).status).toBe(401);
});
