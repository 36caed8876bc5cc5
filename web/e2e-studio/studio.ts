import { expect, type Frame, type Locator, type Page } from "@playwright/test";
import { createClient } from "@sanity/client";
import { createPreviewSecret } from "@sanity/preview-url-secret/create-secret";
import { API_VERSION, LAKE_DATASET, LAKE_PROJECT_ID, studioE2eOrigins } from "../../scripts/run/local-lake.ts";

// What the studio tests share: where things run, how an editor finds a field and acts on a
// document, and how a test reads the lake and the site the way a visitor would.

export const { site: SITE, lake: LAKE } = studioE2eOrigins();
/** The lake's API as the studio calls it: its own origin (studio/lake.ts, useProjectHostname: false). */
export const LAKE_API = LAKE;

/** Opens the studio and waits until the desk is interactive. */
export async function openStudio(page: Page, path = "/") {
  // The studio warns once per session that it talks HTTP/1.1 to the lake (Sanity's API speaks
  // HTTP/2); the notice can cover the document footer, so it is dismissed whenever it shows.
  await page.addLocatorHandler(page.getByRole("button", { name: "本次会话不再显示" }), async (button) => {
    await button.click();
  });
  await page.goto(`${LAKE}${path}`);
  await expect(page.getByTestId("studio-layout")).toBeVisible({ timeout: 60_000 });
}

/** Follows desk items by their titles, as an editor clicks through the structure. */
export async function openDesk(page: Page, ...titles: string[]) {
  for (const title of titles) {
    const link = page.getByRole("link", { name: title, exact: true }).last();
    const href = (await link.getAttribute("href")) as string;
    // Panes shift while lists load; a click that landed on a neighbour is repeated.
    await expect(async () => {
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === href, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }
}

/** The right-most list pane (desk lists and document lists). */
export const lastListPane = (page: Page) =>
  page.locator('[data-testid="structure-tool-list-pane"], [data-testid="document-list-pane"]').last();

/** Opens a document from the right-most list by its title. */
export async function openDocument(page: Page, title: string) {
  await lastListPane(page).getByRole("link", { name: title }).first().click();
  await expect(documentPane(page)).toBeVisible();
}

/** Clicks the right-most document list's "create" button (a link to a new-document intent). */
export async function createInList(page: Page) {
  await page.getByTestId("action-intent-button").last().click();
  await expect(documentPane(page)).toBeVisible();
}

/** The document pane an editor is working in (the right-most one when several are open). */
export const documentPane = (page: Page) => page.getByTestId("document-pane").last();

/** A field's wrapper by its path, e.g. "title", "coverImage.alt". */
export const field = (scope: Page | Locator, path: string) => scope.getByTestId(`field-${path}`);

export async function fillText(scope: Page | Locator, path: string, value: string) {
  const input = field(scope, path).locator("input, textarea").first();
  await input.fill(value);
  await expect(input).toHaveValue(value);
}

/** Uploads a picture into the document's (first) image field and waits until it shows. */
export async function uploadImage(pane: Locator, file: string) {
  const input = pane.getByTestId("image-input").first();
  await input.getByTestId("file-button-input").setInputFiles(file);
  await expect(input.locator("img")).toBeVisible({ timeout: 30_000 });
}

/** The document's primary action button (发布 Publish, …), by its label. */
export const actionButton = (pane: Locator, label: string | RegExp) =>
  pane.getByRole("button", { name: label, exact: true });

/**
 * Clicks 发布 (定时发布 for a story dated in the future) and waits until the studio says the
 * document is published ("最后发布 刚刚").
 */
export async function publish(pane: Locator, label: string | RegExp = "发布") {
  const button = actionButton(pane, label);
  const status = pane.getByTestId("pane-footer-document-status");
  await expect(button).toBeEnabled({ timeout: 30_000 });
  // A click while the studio still saves the last keystrokes can be swallowed (the button is
  // briefly replaced); an editor clicks again, and so does the test.
  await expect(async () => {
    if (await button.isEnabled()) await button.click();
    await expect(status).toContainText(/最后发布|已发布|Published/, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/** Runs an action from the document's actions menu (取消发布, 放弃更改, …). */
export async function menuAction(page: Page, pane: Locator, label: string) {
  await pane.getByTestId("action-menu-button").click();
  await page.getByRole("menuitem", { name: label }).click();
}

/** A GROQ query against the lake, as @sanity/client sends it (no session needed on loopback). */
export async function lakeQuery<T>(
  query: string,
  params: Record<string, unknown> = {},
  perspective = "raw",
): Promise<T> {
  const search = new URLSearchParams({ query, perspective });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  const response = await fetch(`${LAKE}/v${API_VERSION}/data/query/${LAKE_DATASET}?${search}`, {
    headers: { "x-sanity-project-id": LAKE_PROJECT_ID },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

/** Waits until the lake holds the published document the query names (after a publish in the UI). */
export async function waitForPublished(filter: string, params: Record<string, unknown>) {
  await expect
    .poll(() => lakeQuery<string | null>(`*[${filter}][0]._id`, params, "published"), { timeout: 30_000 })
    .not.toBeNull();
}

/** A page of the site as a first-time visitor gets it (no cookies, no cache in the client). */
export async function visit(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${SITE}${path}`, { redirect: "manual", headers: { "accept-language": "zh-CN" } });
  return { status: response.status, html: await response.text() };
}

/** Polls a site page until `check` holds; `timeout` is the time a visitor may wait for it. */
export async function expectSite(
  path: string,
  check: (page: { status: number; html: string }) => boolean,
  timeout = 30_000,
) {
  await expect.poll(async () => check(await visit(path)), { timeout, message: `site ${path}` }).toBe(true);
}

/** @sanity/client on the lake, as the studio's Presentation tool (`token`) or another caller uses it. */
export const lakeClient = (token?: string) =>
  createClient({
    projectId: LAKE_PROJECT_ID,
    dataset: LAKE_DATASET,
    apiVersion: API_VERSION,
    apiHost: LAKE,
    useProjectHostname: false,
    useCdn: false,
    token,
  });

/** A preview secret as the Presentation tool stores it in the lake (valid for an hour). */
export const previewSecret = async () =>
  (await createPreviewSecret(lakeClient("presentation-tool"), "e2e", `${LAKE}/presentation`, "local-editor")).secret;

/** The site's URL that turns draft mode on with `secret` and then shows `path`. */
export const draftModeUrl = (secret: string, path: string) =>
  `${SITE}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(path)}`;

/**
 * Draft mode as the Presentation tool turns it on: a preview secret stored in the lake, then the
 * site's /api/draft-mode/enable. The redirect's path, and the cookies that keep draft mode on.
 */
export async function enableDraftMode(path: string): Promise<{ location: string; cookie: string }> {
  const enabled = await fetch(draftModeUrl(await previewSecret(), path), { redirect: "manual" });
  expect(enabled.status).toBe(307);
  return {
    location: new URL(enabled.headers.get("location") as string, SITE).pathname,
    cookie: enabled.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; "),
  };
}

/** The site's page inside the Presentation tool's frame (after /api/draft-mode/enable), once it shows `path`. */
export async function previewFrame(page: Page, path: string): Promise<Frame> {
  let frame: Frame | undefined;
  await expect
    .poll(
      () => {
        frame = page.frames().find((candidate) => {
          const url = new URL(candidate.url(), SITE);
          return url.origin === SITE && url.pathname === path;
        });
        return Boolean(frame);
      },
      { timeout: 60_000, message: `the frame shows ${path}` },
    )
    .toBe(true);
  return frame as Frame;
}

/** The rest of a new job post after its title and slug: place, education, deadline, and two texts. */
export async function fillJobPost(
  page: Page,
  pane: Locator,
  post: { responsibilities: string; requirements: string },
): Promise<void> {
  await fillText(pane, "city", "上海");
  await fillText(pane, "education", "本科及以上");
  // 招聘人数 starts empty (issue 41: with "1" in it, typing 2 gave "12 人").
  const headcount = field(pane, "headcount").locator("input");
  await expect(headcount).toHaveValue("");
  await headcount.fill("2");
  await expect(headcount).toHaveValue("2");
  const validThrough = field(pane, "validThrough").getByTestId("date-input");
  await validThrough.fill("2099-12-31");
  await validThrough.press("Enter");
  await pane.getByRole("tab", { name: /职责与要求/ }).click();
  for (const name of ["responsibilities", "requirements"] as const) {
    await field(pane, name).locator('[contenteditable="true"]').click();
    await page.keyboard.type(post[name]);
    await expect(field(pane, name)).toContainText(post[name]);
  }
}
