import { expect, test } from "@playwright/test";
import { documentPane, expectSite, field, lakeClient, openStudio, previewFrame, SITE } from "./studio";

// Live preview with click-to-edit (issue 18, docs/decisions/0013): the Presentation tool opens a
// page of the site in its frame in draft mode; the page shows the draft banner; typing in the
// studio re-renders the frame with the draft (the lake's listener → the site's
// /api/draft-mode/live → router.refresh, no reload); a click on a text in the frame opens the field
// it came from (stega from the lake's content source maps → next-sanity's overlays).

const lake = lakeClient();

/** How long the frame may take to show a change by itself (see the note where it is used). */
const LIVE_UPDATE_BOUND_MS = 10_000;

interface Case {
  name: string;
  id: string;
  path: string;
  /** The field shown as the page's h1. */
  titleField: string;
  /** A field whose text is on the page, and the text to click. */
  body: { field: string; text: (doc: Record<string, unknown>) => string };
  /** A document the seed does not have, published first. */
  create?: Record<string, unknown>;
}

/** The first span's text of a Portable Text field. */
const firstText = (name: string) => (doc: Record<string, unknown>) => {
  const blocks = doc[name] as { _type: string; children?: { text: string }[] }[];
  const block = blocks.find((item) => item._type === "block" && item.children?.[0]?.text);
  return (block?.children?.[0]?.text ?? "").slice(0, 12);
};

const CASES: Case[] = [
  {
    name: "a Chinese news story",
    id: "news-chongqing-200mm-capacity-zh",
    path: "/news/chongqing-200mm-capacity",
    titleField: "title",
    body: { field: "body", text: firstText("body") },
  },
  {
    name: "its English version",
    id: "news-chongqing-200mm-capacity-en",
    path: "/en/news/chongqing-200mm-capacity",
    titleField: "title",
    body: { field: "body", text: firstText("body") },
  },
  {
    name: "a job",
    id: "job-process-engineer-zh",
    path: "/jobs/epitaxy-process-engineer",
    titleField: "title",
    body: { field: "responsibilities", text: firstText("responsibilities") },
  },
  {
    name: "a company page",
    id: "page-quality-zh",
    path: "/quality",
    titleField: "title",
    body: { field: "intro", text: (doc) => String(doc.intro).slice(0, 12) },
  },
  {
    // Issue 42: a page an editor made, at the path the editor chose.
    name: "an editor's page",
    id: "site-page-preview-zh",
    path: "/quality-notice-preview",
    titleField: "title",
    body: { field: "intro", text: (doc) => String(doc.intro).slice(0, 12) },
    create: {
      _id: "site-page-preview-zh",
      _type: "sitePage",
      language: "zh",
      title: "客户质量通知",
      slug: { _type: "slug", current: "quality-notice-preview" },
      intro: "自即日起，外延片的出货检验报告随货附上电子版本。",
    },
  },
];

for (const item of CASES) {
  test(`Presentation: ${item.name} — draft banner, live title while typing, click a text to open its field`, async ({
    page,
  }) => {
    if (item.create) {
      await lake.createOrReplace(item.create as { _id: string; _type: string });
      await expectSite(item.path, ({ status }) => status === 200);
    }
    const published = (await lake.getDocument(item.id)) as Record<string, unknown>;
    expect(published, item.id).toBeTruthy();
    await lake.delete(`drafts.${item.id}`);
    const type = published._type as string;

    await openStudio(page, `/presentation/${type}/${item.id}?preview=${encodeURIComponent(item.path)}`);
    // The document opens beside the frame (main documents); type at the end of its title
    // (below). The frame may be replaced until then: the tool resolves the main document.
    const pane = documentPane(page);
    const input = field(pane, item.titleField).locator("input, textarea").first();
    await expect(input).toBeVisible({ timeout: 30_000 });
    // Until the page in the frame has connected to the studio, the Presentation tool shows
    // "加载中…" (Loading.) over it, and on a loaded machine it reloads the frame (the old frame detaches and
    // its locators read ""): wait for the connection, and look the frame up again until it shows
    // the draft banner and the title, then keep that one.
    await expect(page.getByText("加载中…", { exact: true })).toBeHidden({ timeout: 60_000 });
    const english = item.path.startsWith("/en");
    const title = String(published[item.titleField]).slice(0, 8);
    const settled = async () => {
      const current = await previewFrame(page, item.path);
      const read = (selector: string) =>
        current
          .locator(selector)
          .first()
          .textContent({ timeout: 1_000 })
          .catch(() => "");
      const banner = (await read('[role="status"]')) ?? "";
      const h1 = (await read("h1")) ?? "";
      return banner.includes(english ? "Preview mode" : "预览模式") && h1.includes(title);
    };
    await expect
      .poll(settled, { timeout: 45_000, message: "the frame shows the draft banner and the title" })
      .toBe(true);
    const frame = await previewFrame(page, item.path);
    const heading = frame.locator("h1").first();
    await expect(heading).toContainText(title);

    await frame.evaluate(() => {
      (window as unknown as { previewMarker: number }).previewMarker = 1;
    });
    const suffix = ` ${Date.now() % 100000}`;
    await input.click();
    await input.press("End");
    await input.pressSequentially(suffix, { delay: 40 });
    const typed = Date.now();
    // The issue asks for about a second; on a loaded 2-core machine the studio's own commit batching
    // takes that long. The time is printed, not asserted (figures come from measurements, not from
    // timing assertions): the bound only says the update arrives by itself, without a reload.
    await expect(heading).toContainText(suffix.trim(), { timeout: LIVE_UPDATE_BOUND_MS });
    const elapsed = Date.now() - typed;
    test.info().annotations.push({ type: "frame updated after (ms)", description: String(elapsed) });
    console.log(`live preview: ${item.name}: the frame showed the typed title ${elapsed} ms after the last keystroke`);
    // The same document, not a reload: the marker set on the window is still there.
    expect(await frame.evaluate(() => (window as unknown as { previewMarker?: number }).previewMarker)).toBe(1);

    // Click a text of the page: the studio focuses the field it came from.
    const text = item.body.text(published);
    expect(text.length).toBeGreaterThan(3);
    await frame.getByText(text).first().click();
    await expect
      .poll(
        () =>
          page.evaluate(
            (name) => Boolean(document.activeElement?.closest(`[data-testid="field-${name}"]`)),
            item.body.field,
          ),
        { timeout: 15_000, message: `the ${item.body.field} field has the focus` },
      )
      .toBe(true);

    await lake.delete(`drafts.${item.id}`);
  });
}

// Issue 29 item 13: the preview opened slowly and followed typing late. Two causes were ours:
// the site's pages shared the studio's main thread (a frame of the same site runs in its parent's
// process unless its origin asks for an agent cluster of its own: Origin-Agent-Cluster), so the
// page hydrated and loaded its overlays only between the studio's own renders; and next-sanity's
// perspective and variant actions re-rendered the whole page twice right after it connected.
test("Presentation: the preview runs beside the studio, in a process of its own, and connecting re-renders nothing", async ({
  page,
  browser,
}) => {
  const item = CASES[0] as Case;
  await lake.delete(`drafts.${item.id}`);
  // The draft typed below goes whatever happens: a later spec reads the story's published title.
  try {
    // Server actions (a POST with Next's action header) the frame sends to the site.
    const actions: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().startsWith(SITE) && request.headers()["next-action"])
        actions.push(new URL(request.url()).pathname);
    });
    await openStudio(page, `/presentation/news/${item.id}?preview=${encodeURIComponent(item.path)}`);
    await expect(page.getByText("加载中…", { exact: true })).toBeHidden({ timeout: 60_000 });
    // As above: the tool may replace its frame until the page has connected; keep the one that stays.
    const heading = async () =>
      (await previewFrame(page, item.path))
        .locator("h1")
        .first()
        .textContent({ timeout: 1_000 })
        .catch(() => "");
    await expect.poll(heading, { timeout: 45_000 }).toBeTruthy();

    // Chromium lists an out-of-process frame as a target of its own (type "iframe").
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send("Target.getTargets")) as {
      targetInfos: { type: string; url: string }[];
    };
    await cdp.detach();
    expect(
      targetInfos.filter((target) => target.type === "iframe").map((target) => new URL(target.url).origin),
      "the site's page in the Presentation tool runs in a process of its own",
    ).toContain(SITE);

    // Once connected, the frame reports the document on the page and asks the studio for its
    // perspective; the answer changes nothing the page shows, so nothing is posted to the site.
    await expect(page.getByText(/用于 \d+ 个页面/).first()).toBeVisible({ timeout: 30_000 });
    const input = field(documentPane(page), item.titleField).locator("input, textarea").first();
    await input.click();
    await input.press("End");
    await input.pressSequentially(" 1", { delay: 40 });
    // The frame as it is now: the tool may have replaced the one the page first loaded in.
    await expect.poll(heading, { timeout: LIVE_UPDATE_BOUND_MS }).toContain(" 1");
    expect(actions, "server actions the preview sent while connecting and following the typing").toEqual([]);
  } finally {
    await lake.delete(`drafts.${item.id}`);
  }
});
