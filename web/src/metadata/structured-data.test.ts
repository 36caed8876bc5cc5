import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  localityOf,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from "./structured-data";
import { expectProperties, json, ORIGIN, org } from "./test-facts";

// Each builder against the properties Google's documentation lists (Search Central, structured
// data gallery, read 2026-11): what it requires, and what it recommends that our content has.
// Values are taken from the facts given, so a builder that drops or invents one fails here.
// News and job pages: structured-data-pages.test.ts.

describe("Organization (home page)", () => {
  // Google: no required properties; recommended: name, alternateName, url, logo, description,
  // address, contactPoint, telephone, email.
  const data = json(organizationJsonLd(org, "zh"));

  it("has Google's recommended properties, from site settings", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Organization");
    expectProperties(data, [
      "name",
      "alternateName",
      "url",
      "logo",
      "description",
      "address",
      "contactPoint",
      "telephone",
      "email",
    ]);
    expect(data).toMatchObject({
      name: org.name.zh,
      url: ORIGIN,
      logo: `${ORIGIN}/logo.png`,
      telephone: "+86 21 5000 0000",
    });
  });

  it("names the company in both languages", () => {
    expect(data).toMatchObject({ name: "上海硅晶半导体股份有限公司" });
    expect(data.alternateName).toContain("Shanghai Silicon Crystal Semiconductor Co., Ltd.");
    expect(json(organizationJsonLd(org, "en"))).toMatchObject({
      name: "Shanghai Silicon Crystal Semiconductor Co., Ltd.",
    });
  });

  it("gives Chinese postal addresses and contact points", () => {
    expect(data.address).toEqual([
      expect.objectContaining({
        "@type": "PostalAddress",
        streetAddress: "上海市浦东新区临港新片区示例路 1000 号",
        addressLocality: "上海",
        addressCountry: "CN",
      }),
      expect.objectContaining({ addressLocality: "重庆", addressCountry: "CN" }),
    ]);
    expect(data.contactPoint).toEqual([
      expect.objectContaining({ "@type": "ContactPoint", contactType: "总机", telephone: "+86 21 5000 0000" }),
      expect.objectContaining({ "@type": "ContactPoint", contactType: "业务咨询", email: "info@example.com" }),
    ]);
  });
});

describe("WebSite (home page)", () => {
  it("offers the site search at /news?q= as a SearchAction", () => {
    const data = json(websiteJsonLd(org, "en", `${ORIGIN}/en`, `${ORIGIN}/en/news`));
    expect(data).toMatchObject({
      "@type": "WebSite",
      url: `${ORIGIN}/en`,
      name: "SCS",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${ORIGIN}/en/news?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
  });
});

describe("BreadcrumbList (nested pages)", () => {
  // Google: required itemListElement of ListItem with position, name and item (the URL).
  it("lists every step with position, name and absolute URL", () => {
    const data = json(
      breadcrumbJsonLd([
        { name: "首页", url: `${ORIGIN}/` },
        { name: "公司简介", url: `${ORIGIN}/about` },
        { name: "管理团队", url: `${ORIGIN}/team` },
      ]),
    );
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "首页", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "公司简介", item: `${ORIGIN}/about` },
      { "@type": "ListItem", position: 3, name: "管理团队", item: `${ORIGIN}/team` },
    ]);
  });
});

describe("serialization", () => {
  it("cannot close its script element", () => {
    const json = serializeJsonLd({ headline: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ headline: "</script><script>alert(1)</script>" });
  });

  it("reads the city of an address", () => {
    expect(localityOf("上海市浦东新区示例路 1 号")).toBe("上海");
    expect(localityOf("88 Example Avenue, Liangjiang New Area, Chongqing")).toBe("Chongqing");
  });
});

describe("Product (a catalogue product's page)", () => {
  // Google's product snippets: name required; recommended image, description, sku, brand. The
  // specification goes to additionalProperty, where a buyer's tools read it.
  const data = json(
    productJsonLd(
      {
        url: `${ORIGIN}/en/product/300mm-epitaxial`,
        name: "300mm Epitaxial wafer",
        description: "A single-crystal layer grown on a polished wafer.",
        image: `${ORIGIN}/media/abc-800x800.png`,
        sku: "300mm-epitaxial",
        category: "Epitaxial wafer",
        properties: [
          { name: "Diameter", value: "300 ± 0.2 mm" },
          { name: "Edge exclusion", value: "2 mm" },
        ],
        locale: "en",
      },
      org,
    ),
  );

  it("names the product, its picture, SKU and the company as brand and manufacturer", () => {
    expect(data["@type"]).toBe("Product");
    expectProperties(data, ["name", "description", "image", "sku", "brand", "manufacturer", "url"]);
    expect(data.brand).toEqual({ "@type": "Brand", name: org.shortName.en });
    expect(data.manufacturer.name).toBe(org.name.en);
  });

  it("carries every specification row as a PropertyValue", () => {
    expect(data.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Diameter", value: "300 ± 0.2 mm" },
      { "@type": "PropertyValue", name: "Edge exclusion", value: "2 mm" },
    ]);
  });
});
