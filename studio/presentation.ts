import { legalDocumentPath, localePath, pageDocumentPath } from "@wafer/schemas/routes";
import { defineDocuments, defineLocations, type PresentationPluginOptions } from "sanity/presentation";

// Where each document appears on the web, so the Presentation tool can open it. Paths come from the
// web's route table (schemas/src/routes.ts): Chinese unprefixed, English under /en.

const localized = (language: unknown, path: string) => localePath(language === "en" ? "en" : "zh", path);

export const pagePath = (pageKey: string) => pageDocumentPath(pageKey) ?? "/";

export const locations: NonNullable<PresentationPluginOptions["resolve"]>["locations"] = {
  news: defineLocations({
    select: { title: "title", slug: "slug.current", language: "language" },
    resolve: (doc) => ({
      locations: [
        { title: doc?.title || "新闻", href: localized(doc?.language, `/news/${doc?.slug}`) },
        { title: "公司新闻 News", href: localized(doc?.language, "/news") },
      ],
    }),
  }),
  job: defineLocations({
    select: { title: "title", slug: "slug.current", language: "language", jobType: "jobType" },
    resolve: (doc) => ({
      locations: [
        { title: doc?.title || "职位", href: localized(doc?.language, `/jobdetail/${doc?.slug}`) },
        {
          title: "职位列表 Job list",
          href: localized(doc?.language, doc?.jobType === "campus" ? "/campussort" : "/societysort"),
        },
      ],
    }),
  }),
  page: defineLocations({
    select: { title: "title", pageKey: "pageKey", language: "language" },
    resolve: (doc) => ({
      locations: [{ title: doc?.title || "页面", href: localized(doc?.language, pagePath(doc?.pageKey)) }],
    }),
  }),
  legalDocument: defineLocations({
    select: { title: "title", kind: "kind", language: "language" },
    resolve: (doc) => {
      const path = legalDocumentPath(doc?.kind as string) ?? "/policy";
      return { locations: [{ title: doc?.title || "法律文本", href: localized(doc?.language, path) }] };
    },
  }),
  product: defineLocations({ locations: [{ title: "产品与服务 Products", href: "/product" }] }),
  teamMember: defineLocations({ locations: [{ title: "管理团队 Team", href: "/team" }] }),
  timelineEvent: defineLocations({ locations: [{ title: "公司简介 About", href: "/about" }] }),
  mediaContact: defineLocations({ locations: [{ title: "媒体联系 Media contacts", href: "/contacts" }] }),
};

/** Which document a web page is built from, so clicking through the preview opens it. */
export const mainDocuments = defineDocuments([
  { route: "/news/:slug", filter: `_type == "news" && language == "zh" && slug.current == $slug` },
  { route: "/en/news/:slug", filter: `_type == "news" && language == "en" && slug.current == $slug` },
  { route: "/jobdetail/:slug", filter: `_type == "job" && language == "zh" && slug.current == $slug` },
  { route: "/en/jobdetail/:slug", filter: `_type == "job" && language == "en" && slug.current == $slug` },
  { route: "/", filter: `_type == "page" && pageKey == "home" && language == "zh"` },
  { route: "/en", filter: `_type == "page" && pageKey == "home" && language == "en"` },
]);
