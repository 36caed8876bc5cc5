import { describe, expect, it } from "vitest";
import { isJobOpen, jobPostingJsonLd, newsArticleJsonLd } from "./structured-data";
import { expectProperties, job, json, ORIGIN, org } from "./test-facts";

// The news and job page builders against the properties Google's documentation lists (Search
// Central, structured data gallery, read 2026-11), as structured-data.test.ts does for the rest.

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
