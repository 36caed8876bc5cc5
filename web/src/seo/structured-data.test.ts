import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  isJobOpen,
  type JobFacts,
  jobPostingJsonLd,
  localityOf,
  newsArticleJsonLd,
  type OrganizationFacts,
  organizationJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from "./structured-data";

// Each builder against the properties Google's documentation lists (Search Central, structured
// data gallery, read 2026-11): what it requires, and what it recommends that our content has.
// Values are taken from the facts given, so a builder that drops or invents one fails here.

const ORIGIN = "https://www.wafer.example";

const org: OrganizationFacts = {
  url: ORIGIN,
  logo: `${ORIGIN}/logo.png`,
  name: { zh: "上海硅晶半导体股份有限公司", en: "Shanghai Silicon Crystal Semiconductor Co., Ltd." },
  shortName: { zh: "硅晶半导体", en: "SCS" },
  description: "中国大尺寸集成电路硅片制造商",
  addresses: [
    { label: "上海总部", street: "上海市浦东新区临港新片区示例路 1000 号" },
    { label: "重庆工厂", street: "重庆市两江新区示例大道 88 号" },
  ],
  phones: [{ label: "总机", number: "+86 21 5000 0000" }],
  emails: [{ label: "业务咨询", address: "info@example.com" }],
};

const job: JobFacts = {
  id: "job-process-engineer-zh",
  url: `${ORIGIN}/jobs/process-engineer`,
  title: "工艺工程师",
  descriptionHtml: "<h3>岗位职责</h3><p>负责外延工艺开发。</p>",
  postedAt: "2026-11-01",
  validThrough: "2026-12-31",
  status: "open",
  open: true,
  city: "上海",
  jobType: "social",
  education: "本科及以上",
  headcount: 3,
  locale: "zh",
};

// schema-dts types allow a plain string too; the tests read the objects as JSON.
// biome-ignore lint/suspicious/noExplicitAny: reading JSON-LD as data
const json = (value: unknown) => value as Record<string, any>;

/** Every listed property is present and not empty. */
function expectProperties(data: object, properties: string[]) {
  for (const property of properties) {
    const value = (data as Record<string, unknown>)[property];
    expect(value, property).toBeDefined();
    expect(value, property).not.toBe("");
    if (Array.isArray(value)) expect(value.length, property).toBeGreaterThan(0);
  }
}

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

describe("NewsArticle (news page)", () => {
  // Google (Article): no required properties; recommended: author (name, url), dateModified,
  // datePublished, headline, image; publisher with logo for news.
  const news = {
    url: `${ORIGIN}/news/capacity`,
    headline: "上海 300mm 产线月产能达到 80 万片",
    description: "产能再创新高。",
    images: [`${ORIGIN}/og/zh/news/capacity.png`],
    datePublished: "2026-10-01T08:00:00Z",
    dateModified: "2026-10-02T09:00:00Z",
    locale: "zh" as const,
  };
  const data = json(newsArticleJsonLd(news, org));

  it("has Google's recommended properties", () => {
    expect(data["@type"]).toBe("NewsArticle");
    expectProperties(data, ["headline", "image", "datePublished", "dateModified", "author", "publisher"]);
    expect(data).toMatchObject({
      headline: news.headline,
      image: news.images,
      datePublished: news.datePublished,
      dateModified: news.dateModified,
      author: { "@type": "Organization", name: org.name.zh, url: ORIGIN },
      publisher: { "@type": "Organization", name: org.name.zh, logo: { "@type": "ImageObject", url: org.logo } },
    });
  });

  it("falls back to the publication date when never modified, and keeps headlines within 110 characters", () => {
    const long = json(newsArticleJsonLd({ ...news, dateModified: null, headline: "晶".repeat(150) }, org));
    expect(long.dateModified).toBe(news.datePublished);
    expect(String(long.headline).length).toBeLessThanOrEqual(110);
  });
});

describe("JobPosting (job page)", () => {
  // Google: required datePosted, description, hiringOrganization, jobLocation, title; recommended
  // validThrough, employmentType, identifier, directApply (baseSalary: not published by HR).
  const data = json(jobPostingJsonLd(job, org));

  it("has Google's required and recommended properties", () => {
    expect(data).not.toBeNull();
    expect(data["@type"]).toBe("JobPosting");
    expectProperties(data, [
      "title",
      "description",
      "datePosted",
      "validThrough",
      "employmentType",
      "hiringOrganization",
      "jobLocation",
      "identifier",
      "directApply",
    ]);
    expect(data).toMatchObject({
      title: "工艺工程师",
      description: job.descriptionHtml,
      datePosted: "2026-11-01",
      validThrough: "2026-12-31T23:59:59+08:00",
      employmentType: "FULL_TIME",
      directApply: true,
      hiringOrganization: { "@type": "Organization", name: org.name.zh, sameAs: ORIGIN, logo: org.logo },
      identifier: { "@type": "PropertyValue", value: job.id },
    });
  });

  it("locates the job at a Chinese postal address in its city", () => {
    expect(data?.jobLocation).toEqual({
      "@type": "Place",
      address: expect.objectContaining({
        "@type": "PostalAddress",
        streetAddress: "上海市浦东新区临港新片区示例路 1000 号",
        addressLocality: "上海",
        addressRegion: "上海",
        addressCountry: "CN",
      }),
    });
    const elsewhere = json(jobPostingJsonLd({ ...job, city: "无锡" }, org));
    expect(elsewhere?.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "无锡", addressRegion: "无锡", addressCountry: "CN" },
    });
  });

  it("gives a closed or expired job no JobPosting", () => {
    expect(jobPostingJsonLd({ ...job, status: "closed" }, org)).toBeNull();
    expect(jobPostingJsonLd({ ...job, open: false }, org)).toBeNull();
  });

  it("counts a job open through the end of its last day in China time", () => {
    expect(isJobOpen(job, new Date("2026-12-31T15:59:00Z"))).toBe(true);
    expect(isJobOpen(job, new Date("2026-12-31T16:00:01Z"))).toBe(false);
    expect(isJobOpen({ ...job, status: "closed" }, new Date("2026-11-02T00:00:00Z"))).toBe(false);
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
