import { expect, test } from "@playwright/test";
import { draftModeUrl, enableDraftMode, lakeClient, SITE, visit } from "./studio";

// Preview through the lake: the studio's Presentation tool stores a short-lived secret with
// @sanity/preview-url-secret; the site's /api/draft-mode/enable checks it against the lake with its
// token, turns draft mode on, and the page then shows the draft (drafts perspective).

const client = lakeClient("presentation-tool");
const id = "news-chongqing-200mm-capacity-zh";
const path = "/news/chongqing-200mm-capacity";

test("a preview secret from the Presentation tool opens the draft; a wrong one is refused", async () => {
  const published = await client.getDocument(id);
  expect(published?.title).toBe("重庆200mm产线月产能达到40万片");
  const draftTitle = `重庆200mm产线（草稿预览）${Date.now()}`;
  await client.createOrReplace({ ...published, _id: `drafts.${id}`, title: draftTitle } as typeof published & {
    _id: string;
  });

  const refused = await fetch(draftModeUrl("guessed", path), { redirect: "manual" });
  expect(refused.status).toBe(401);

  const { location, cookie } = await enableDraftMode(path);
  expect(location).toBe(path);
  expect(cookie).toContain("__prerender_bypass");

  const draft = await (await fetch(`${SITE}${path}`, { headers: { cookie } })).text();
  expect(draft).toContain(draftTitle);
  // Visitors still get the published story.
  const visitor = await visit(path);
  expect(visitor.html).toContain("重庆200mm产线月产能达到40万片");
  expect(visitor.html).not.toContain(draftTitle);

  // The page's visit counter: the editor's preview is not counted, a visitor's view is.
  const views = async (page: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${SITE}/counter/GetCounter`, { headers: { ...headers, referer: `${SITE}${page}` } });
    return ((await answer.json()) as { Result: number }).Result;
  };
  // (A view counts once per page and visitor: pages of their own, by path.)
  const before = await views(`/news/counter-${Date.now()}`);
  const previewed = `${path}-counter-${Date.now()}`;
  expect(await views(previewed, { cookie })).toBe(before);
  expect(await views(previewed)).toBe(before + 1);
  await client.delete(`drafts.${id}`);
});
