import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

// The catalogue as a fab's buyer uses it (issue 33): from the home page to a product's page and its
// quote request in two clicks, the full specification, the datasheet and certificates as PDFs in
// both languages, the product's structured data, and the catalogue in search and the sitemap.

test.describe("product catalogue", () => {
  test("two clicks from the home page to a product's quote request, with the product chosen", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "查看 300mm 外延片 详情" }).click();
    await expect(page).toHaveURL(/\/product\/300mm-epitaxial$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("300mm 外延片");
    await page.getByRole("link", { name: "询价", exact: true }).click();
    await expect(page).toHaveURL(/\/eirform\?diameter=300mm&type=epitaxial$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByLabel("硅片直径")).toHaveValue("300mm");
    await expect(page.getByLabel("硅片类型")).toHaveValue("epitaxial");
  });

  test("/product links every product to its page and its quote request", async ({ page }) => {
    await page.goto("/en/product");
    for (const slug of ["300mm-polished", "300mm-soi", "200mm-polished", "200mm-soi"]) {
      await expect(page.locator(`a[href="/en/product/${slug}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Request a quote: 200mm SOI wafer" })).toHaveAttribute(
      "href",
      "/en/eirform?diameter=200mm&type=soi",
    );
  });

  test("a product's page shows the full specification, its certificates and Product data", async ({ page }) => {
    const response = await page.goto("/en/product/200mm-polished");
    expect(response?.status()).toBe(200);
    const table = page.getByRole("table", { name: "200mm Polished wafer · Full specification" });
    for (const [parameter, value] of [
      ["Total thickness variation TTV", "≤ 2.0 µm"],
      ["Bow / warp", "≤ 40 µm / ≤ 50 µm"],
      ["Oxygen content Oi", "10–18 ppma (ASTM F121-83)"],
      ["Notch / flat", "Flat <110>, 57.5 ± 2.5 mm"],
      ["Edge exclusion", "3 mm"],
      ["Packaging", "PP cassette box × 25"],
    ]) {
      await expect(table.getByRole("row", { name: `${parameter} ${value}` })).toBeVisible();
    }
    const certificates = page.locator("#certificates");
    for (const standard of ["ISO 9001", "IATF 16949", "ISO 14001", "ISO 45001"]) {
      await expect(certificates.getByRole("heading", { name: standard })).toBeVisible();
    }
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
    const product = data.find((item) => item?.["@type"] === "Product");
    expect(product).toMatchObject({ name: "200mm Polished wafer", sku: "200mm-polished" });
    expect(product.additionalProperty).toContainEqual({
      "@type": "PropertyValue",
      name: "Edge exclusion",
      value: "3 mm",
    });
    expect(await axeViolations(page)).toEqual([]);
  });

  test("datasheets and certificate summaries are PDFs in both languages", async ({ page, request }) => {
    await page.goto("/product/300mm-soi");
    const hrefs = await page
      .locator('a[href$="/datasheet"], a[href*="/certificates/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") as string))]);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/product/300mm-soi/datasheet",
        "/en/product/300mm-soi/datasheet",
        "/certificates/iso-9001",
        "/certificates/iatf-16949",
      ]),
    );
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"], href).toBe("application/pdf");
      const body = await response.body();
      expect(body.subarray(0, 5).toString(), href).toBe("%PDF-");
      // The Chinese font is embedded (subset): a reader needs no font of its own.
      expect(body.toString("latin1"), href).toMatch(/FontFile3|FontFile2/);
    }
    expect((await request.get("/product/450mm-polished/datasheet")).status()).toBe(404);
    expect((await request.get("/certificates/iso-27001")).status()).toBe(404);
  });

  test("an unknown product is a 404 page", async ({ request }) => {
    expect((await request.get("/product/450mm-polished")).status()).toBe(404);
    expect((await request.get("/en/product/300mm-polished/x")).status()).toBe(404);
  });

  test("products are in the sitemap and in search", async ({ page, request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/product/300mm-argon-annealed</loc>");
    expect(sitemap).toContain("/en/product/300mm-argon-annealed</loc>");
    await page.goto("/en/search?q=edge%20exclusion");
    await expect(page.locator('main a[href^="/en/product/"]').first()).toBeVisible();
  });
});

test.describe("trust", () => {
  test("/quality lists the certificates with number, scope and validity, and quality contacts", async ({ page }) => {
    await page.goto("/quality");
    const iatf = page.locator("#certificates li").filter({ hasText: "IATF 16949" });
    await expect(iatf).toContainText("IATF-0512873");
    await expect(iatf).toContainText("2025-01-09 至 2028-01-08");
    await expect(iatf.getByRole("link", { name: "下载 IATF 16949 证书摘要（PDF）" })).toHaveAttribute(
      "href",
      "/certificates/iatf-16949",
    );
    await expect(page.getByRole("heading", { name: "客户质量联系人" })).toBeVisible();
    await expect(page.getByText("quality-300@example.com")).toBeVisible();
  });

  test("/about shows the plants on a map drawn by the site", async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(origin)) outside.push(request.url());
    });
    await page.goto("/en/about");
    await expect(page.getByRole("img", { name: /300mm in Lingang, Shanghai, and 200mm in Chongqing/ })).toBeVisible();
    await expect(page.locator("#plants").getByText("Lingang, Shanghai · 300mm")).toBeVisible();
    expect(outside.filter((url) => !url.startsWith("data:") && !url.startsWith("about:"))).toEqual([]);
  });

  test("no footer column's only link repeats its heading", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const nav = page.getByRole("contentinfo").getByRole("navigation", { name: "网站地图" });
    for (const column of await nav.locator("section").all()) {
      const heading = (await column.getByRole("heading", { level: 2 }).locator("span").first().textContent())?.trim();
      const links = (await column.getByRole("link").allTextContents()).map((text) => text.trim());
      expect(links.length > 1 || links[0] !== heading, `${heading}: ${links.join(", ")}`).toBe(true);
    }
    await expect(nav.getByRole("link", { name: "样品与规格申请" })).toHaveAttribute("href", "/eirformIndex");
  });
});
