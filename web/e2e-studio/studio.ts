import { expect, type Locator, type Page } from "@playwright/test";
import { API_VERSION, LAKE_DATASET, LAKE_PROJECT_ID, studioE2eOrigins } from "../../scripts/local-lake.ts";

// What the studio tests share: where things run, how an editor finds a field and acts on a
// document, and how a test reads the lake and the site the way a visitor would.

export const { site: SITE, lake: LAKE } = studioE2eOrigins();
/** The lake's API as the studio calls it (project id as a subdomain of the lake's host). */
export const LAKE_API = LAKE.replace("://localhost", `://${LAKE_PROJECT_ID}.localhost`);

/** Opens the studio and waits until the desk is interactive. */
export async function openStudio(page: Page, path = "/") {
  await page.goto(`${LAKE}${path}`);
  await expect(page.getByTestId("studio-layout")).toBeVisible({ timeout: 60_000 });
}

/** Follows desk items by their titles, as an editor clicks through the structure. */
export async function openDesk(page: Page, ...titles: string[]) {
  for (const title of titles) {
    await page
      .getByTestId("structure-tool-list-pane")
      .last()
      .getByRole("link", { name: title, exact: false })
      .first()
      .click();
  }
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

/** The document's primary action button (发布 Publish, …), by its label. */
export const actionButton = (pane: Locator, label: string) => pane.getByRole("button", { name: label, exact: true });

/** Clicks 发布 and waits until the studio says the document is published. */
export async function publish(pane: Locator) {
  const button = actionButton(pane, "发布");
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
  await expect(pane.getByTestId("pane-footer-document-status")).toContainText(/已发布|Published/, { timeout: 30_000 });
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
  timeout = 10_000,
) {
  await expect.poll(async () => check(await visit(path)), { timeout, message: `site ${path}` }).toBe(true);
}
