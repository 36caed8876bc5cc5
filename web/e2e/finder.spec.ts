import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

// Issue 45: a buyer finds wafers by specification and compares them (items 1, 2, 4 and 5). The
// filtered lists and the comparison are URLs a buyer can share; they work without JavaScript, and
// with it the list changes without a reload.

// Visible cards only: after a client navigation Next keeps the previous page's tree, hidden.
const cards = (page: import("@playwright/test").Page) =>
  page.locator("#d300mm li, #d200mm li").filter({ has: page.locator("h3"), visible: true });

/** On /en/quality's Downloads: each declaration with its revision and date; the RoHS one downloads as a PDF. */
async function downloadsADeclaration(page: import("@playwright/test").Page) {
  await page.goto("/en/quality");
  const downloads = page.locator("section#downloads");
  await expect(downloads.getByRole("heading", { level: 2, name: "Downloads" })).toBeVisible();
  for (const [title, facts] of [
    ["RoHS declaration of conformity", "Revision C · 2 March 2026"],
    ["REACH SVHC declaration", "Revision B · 15 July 2026"],
    ["Conflict minerals declaration", "Revision A · 20 May 2026"],
  ] as const) {
    const item = downloads.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(item.getByText(facts)).toBeVisible();
  }
  const link = downloads.getByRole("link", { name: /^Download the RoHS declaration of conformity \(PDF, 2 KB\)$/ });
  const href = (await link.getAttribute("href")) as string;
  expect(href).toMatch(/^\/media\/files\/[0-9a-f]{40}\.pdf$/);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("rohs-rev-C.pdf");
  // The file itself, from the site's own origin.
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

test.describe("finding and comparing products", () => {
  test("a buyer filters to 300 mm epitaxial with 1–10 Ω·cm, compares two products, downloads a declaration and reaches a filled quote form", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/en/product");
    await expect(cards(page)).toHaveCount(8);
    // The page does not reload while the buyer filters: this mark would be gone.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const filters = page.getByRole("navigation", { name: "Filter by specification" });
    await filters.getByRole("link", { name: "300mm" }).click();
    await expect(page).toHaveURL(/\/en\/product\?d=300$/);
    await filters.getByRole("link", { name: "Epitaxial wafer" }).click();
    await expect(page).toHaveURL(/\/en\/product\?d=300&type=epi$/);
    await filters.getByRole("link", { name: "1–10 Ω·cm" }).click();
    await expect(page).toHaveURL(/\/en\/product\?d=300&type=epi&rho=1-10$/);
    await expect(page.getByRole("status").filter({ hasText: "1 product matches" })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    const epi = cards(page).first();
    await expect(epi.getByRole("heading", { name: "300mm Epitaxial wafer" })).toBeVisible();
    // The figures buyers screen by, on the card.
    for (const figure of ["Epi-layer resistivity", "0.1–100 Ω·cm", "Epi thickness", "1–150 µm", "<100>"]) {
      await expect(epi.getByText(figure, { exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en\/product$/);

    // Widen to every 300 mm wafer in the band, and pick two for the comparison.
    await filters.getByRole("link", { name: "Epitaxial wafer" }).click();
    await expect(page).toHaveURL(/\/en\/product\?d=300&rho=1-10$/);
    await expect(cards(page)).toHaveCount(4);
    await page.getByRole("checkbox", { name: "Compare 300mm Epitaxial wafer" }).check();
    await page.getByRole("checkbox", { name: "Compare 300mm Polished wafer" }).check();
    await page.getByRole("button", { name: "Compare selected products" }).click();
    // The form sends the ticked boxes in the cards' order.
    await expect(page).toHaveURL(
      /\/en\/product\/compare\?ids=300mm-(polished&ids=300mm-epitaxial|epitaxial&ids=300mm-polished)$/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare products");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const screening = page.locator('table[data-group="screening"]');
    await expect(screening.getByRole("columnheader", { name: /300mm Epitaxial wafer/ })).toBeVisible();
    await expect(screening.getByRole("columnheader", { name: /300mm Polished wafer/ })).toBeVisible();
    // Rows that differ are marked; rows that agree are not.
    await expect(screening.getByRole("row", { name: /differs: Product specification SEMI M62 SEMI M1/ })).toBeVisible();
    await expect(screening.getByRole("row", { name: /^Orientation <100> <100>$/ })).toBeVisible();
    await expect(
      page.locator('table[data-group="specification"] tr[data-differs="true"]').filter({ hasText: "Epi thickness" }),
    ).toHaveCount(1);
    // Both datasheets of each product are a click away.
    for (const slug of ["300mm-epitaxial", "300mm-polished"]) {
      for (const href of [`/product/${slug}/datasheet`, `/en/product/${slug}/datasheet`]) {
        await expect(screening.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
    }
    // Before asking for a quote, the buyer's supplier-quality team takes the declarations (item 2).
    const comparison = page.url();
    await downloadsADeclaration(page);
    await page.goto(comparison);
    await screening.getByRole("link", { name: "Request a quote: 300mm Epitaxial wafer" }).click();
    await expect(page).toHaveURL(/\/en\/eirform\?diameter=300mm&type=epitaxial$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByLabel("Wafer diameter")).toHaveValue("300mm");
    await expect(page.getByLabel("Wafer type")).toHaveValue("epitaxial");
  });

  test.describe("without JavaScript", () => {
    test("filter links and the comparison form work, and unknown values show the whole catalogue", async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      // A context of its own: the fixture's page waits for hydration, which never comes without scripts.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/product");
      const filters = page.getByRole("navigation", { name: "按规格筛选" });
      await filters.getByRole("link", { name: "200mm" }).click();
      await filters.getByRole("link", { name: "P 型" }).click();
      await filters.getByRole("link", { name: "<111>" }).click();
      await expect(page).toHaveURL(/\/product\?d=200&cond=p&o=111$/);
      await expect(cards(page)).toHaveCount(1);
      await expect(page.getByRole("heading", { name: "200mm 抛光片" })).toBeVisible();
      await page.getByRole("checkbox", { name: "加入对比：200mm 抛光片" }).check();
      await page.getByRole("button", { name: "对比所选产品" }).click();
      await expect(page).toHaveURL(/\/product\/compare\?ids=200mm-polished$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("产品对比");

      for (const url of ["/product?d=450", "/product?rho=1-10&rho=10-100", "/en/product?type=<script>"]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(cards(page), url).toHaveCount(8);
      }
      // More than three products, unknown ones and junk: at most three known products, or the 404 page.
      expect(
        (await page.goto("/product/compare?ids=200mm-soi,300mm-soi,200mm-polished,300mm-polished"))?.status(),
      ).toBe(200);
      await expect(page.locator('table[data-group="screening"] thead th')).toHaveCount(3);
      expect((await page.goto("/product/compare?ids=no-such-wafer"))?.status()).toBe(404);
      expect((await page.goto("/product/compare?ids=%3Cscript%3E"))?.status()).toBe(200);
      await expect(page.getByText("尚未选择产品")).toBeVisible();
      await context.close();
    });
  });

  test("the quality page's 资料下载 lists the declarations in Chinese, and only a declaration's file is served", async ({
    page,
  }) => {
    await page.goto("/quality");
    const downloads = page.locator("section#downloads");
    await expect(downloads.getByRole("heading", { level: 2, name: "资料下载" })).toBeVisible();
    const rohs = downloads
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "RoHS 符合性声明" }) });
    await expect(rohs.getByText("修订版 C · 2026年3月2日")).toBeVisible();
    await expect(rohs.getByRole("link", { name: "下载RoHS 符合性声明（PDF，2 KB）" })).toBeVisible();
    // A name that is no published declaration's file, or not a hash at all, is a plain 404.
    for (const name of [`${"0".repeat(40)}.pdf`, "..%2F..%2Fproduction.ndjson", "x.pdf"]) {
      expect((await page.request.get(`/media/files/${name}`)).status()).toBe(404);
    }
  });

  test("a product's page shows its qualification data with SEMI standards and units in JSON-LD", async ({ page }) => {
    await page.goto("/product/300mm-epitaxial");
    const zh = page.locator("#screening");
    await expect(zh.getByRole("row", { name: "衬底电阻率 0.005–20 Ω·cm SEMI MF673" })).toBeVisible();
    await expect(zh.getByRole("row", { name: "产品规范 SEMI M62 —" })).toBeVisible();
    await page.goto("/en/product/300mm-epitaxial");
    const en = page.locator("#screening");
    for (const name of [
      "Substrate grades p+, p−, n+ —",
      "Nanotopography ≤ 12 nm (2 mm window) SEMI M78",
      "Edge profile rounded (R-type) SEMI M73",
      "Epi thickness 1–150 µm SEMI MF95",
    ]) {
      await expect(en.getByRole("row", { name })).toBeVisible();
    }
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
    const product = data.find((item) => item?.["@type"] === "Product");
    expect(product.additionalProperty).toContainEqual(
      expect.objectContaining({ name: "Substrate resistivity", unitCode: "C60", unitText: "Ω·cm", minValue: 0.005 }),
    );
  });

  for (const width of [375, 1440]) {
    test(`the filtered list and the comparison have no axe violations at ${width} px, in both languages`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const url of [
        "/product?d=300&type=epi&rho=1-10",
        "/en/product?d=300&type=epi&rho=1-10",
        "/product/compare?ids=300mm-epitaxial,300mm-polished",
        "/en/product/compare?ids=300mm-epitaxial,300mm-polished,300mm-soi",
        "/en/product/300mm-epitaxial",
      ]) {
        await page.goto(url);
        expect(await axeViolations(page), url).toEqual([]);
      }
    });
  }
});
