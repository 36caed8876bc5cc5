import { expect, test } from "@playwright/test";
import { createClient } from "@sanity/client";
import { createPreviewSecret } from "@sanity/preview-url-secret/create-secret";
import { API_VERSION, LAKE_DATASET, LAKE_PROJECT_ID } from "../../scripts/local-lake.ts";
import { LAKE, SITE, visit } from "./studio";

// Preview through the lake: the studio's Presentation tool stores a short-lived secret with
// @sanity/preview-url-secret; the site's /api/draft-mode/enable checks it against the lake with its
// token, turns draft mode on, and the page then shows the draft (drafts perspective).

const client = createClient({
  projectId: LAKE_PROJECT_ID,
  dataset: LAKE_DATASET,
  apiVersion: API_VERSION,
  apiHost: LAKE,
  useProjectHostname: false,
  useCdn: false,
  token: "presentation-tool",
});
const id = "news-chongqing-200mm-capacity-zh";
const path = "/news/chongqing-200mm-capacity";

test("a preview secret from the Presentation tool opens the draft; a wrong one is refused", async () => {
  const published = await client.getDocument(id);
  expect(published?.title).toBe("重庆200mm产线月产能达到40万片");
  const draftTitle = `重庆200mm产线（草稿预览）${Date.now()}`;
  await client.createOrReplace({ ...published, _id: `drafts.${id}`, title: draftTitle } as typeof published & {
    _id: string;
  });

  const refused = await fetch(
    `${SITE}/api/draft-mode/enable?sanity-preview-secret=guessed&sanity-preview-pathname=${path}`,
    {
      redirect: "manual",
    },
  );
  expect(refused.status).toBe(401);

  const { secret } = await createPreviewSecret(client, "e2e", `${LAKE}/presentation`, "local-editor");
  const enabled = await fetch(
    `${SITE}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(path)}`,
    { redirect: "manual" },
  );
  expect(enabled.status).toBe(307);
  expect(new URL(enabled.headers.get("location") as string, SITE).pathname).toBe(path);
  const cookie = enabled.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookie).toContain("__prerender_bypass");

  const draft = await (await fetch(`${SITE}${path}`, { headers: { cookie } })).text();
  expect(draft).toContain(draftTitle);
  // Visitors still get the published story.
  const visitor = await visit(path);
  expect(visitor.html).toContain("重庆200mm产线月产能达到40万片");
  expect(visitor.html).not.toContain(draftTitle);
  await client.delete(`drafts.${id}`);
});
