import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  createInList,
  documentPane,
  field,
  fillText,
  LAKE,
  lakeQuery,
  openDesk,
  openDocument,
  openStudio,
  publish,
  SITE,
  waitForPublished,
} from "./studio";

// Issue 42, item 5 (the redirects part; the lead joins it with the sitePage journey): in the Chinese
// studio an editor renames a published product's slug and publishes; the old URL answers 308 to the
// new one in both languages (a product is one document shown at /product/x and /en/product/x). In 跳转,
// a redirect away from a live page is refused in Chinese.

test.describe.configure({ mode: "serial" });

const PRODUCT = { id: "product-300mm-argon-annealed", name: "300mm 氩气退火片", slug: "300mm-argon-annealed" };
const renamed = `${PRODUCT.slug}-${Date.now().toString(36)}`;

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await openStudio(page);
});
// biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument to be destructured.
test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus)
    await info.attach("studio", { body: await page.screenshot(), contentType: "image/png" });
});
test.afterAll(async () => {
  // The seed's slug again, as another run expects it (the rename back forgets its redirect).
  await fetch(`${LAKE}/v2025-10-01/data/mutate/production`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      mutations: [
        { patch: { id: PRODUCT.id, set: { slug: { _type: "slug", current: PRODUCT.slug } } } },
        { delete: { id: `drafts.${PRODUCT.id}` } },
        ...(await lakeQuery<string[]>(`*[_type == "redirect" && from == "//evil.example"]._id`)).map((id) => ({
          delete: { id },
        })),
      ],
    }),
  });
  await page.close();
});

/** The field's error, as an editor reads it: hovering the red mark beside its title. */
async function expectFieldError(pane: Locator, path: string, message: string) {
  await expect(async () => {
    await field(pane, path).getByTestId("input-validation-icon-error").first().hover();
    await expect(page.getByText(message).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function hop(path: string) {
  const response = await fetch(`${SITE}${path}`, { redirect: "manual" });
  await response.arrayBuffer();
  const location = response.headers.get("location");
  return { status: response.status, location: location && new URL(location, SITE).pathname };
}

test("an editor renames a published product's slug; the old URL answers 308 to the new one in zh and en", async () => {
  expect((await hop(`/product/${PRODUCT.slug}`)).status).toBe(200);

  await openDesk(page, "公司 Company", "产品 Products");
  await openDocument(page, PRODUCT.name);
  const pane = documentPane(page);
  await fillText(pane, "slug", renamed);
  await publish(pane);
  await waitForPublished("_id == $id && slug.current == $slug", { id: PRODUCT.id, slug: renamed });

  const published = Date.now();
  await expect
    .poll(() => hop(`/product/${PRODUCT.slug}`), { timeout: 10_000, intervals: [100] })
    .toEqual({ status: 308, location: `/product/${renamed}` });
  console.log(`old product URL answers 308 ${Date.now() - published} ms after the lake holds the rename`);
  expect(await hop(`/en/product/${PRODUCT.slug}`)).toEqual({ status: 308, location: `/en/product/${renamed}` });
  expect((await hop(`/product/${renamed}`)).status).toBe(200);
});

test("跳转: a redirect from a live page is refused with a Chinese message", async () => {
  await page.goto(LAKE);
  await expect(page.getByTestId("studio-layout")).toBeVisible({ timeout: 60_000 });
  await openDesk(page, "跳转 Redirects");
  await createInList(page);
  const pane = documentPane(page);
  await fillText(pane, "from", `/product/${renamed}`);
  await expectFieldError(pane, "from", "这个地址是网站上现有的页面");
  await fillText(pane, "from", "//evil.example");
  await expectFieldError(pane, "from", "地址不能以 // 开头");
  // The unpublished draft is left out of the site's table; it is removed with the run's other changes.
});
