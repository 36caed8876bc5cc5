import { LOCALES, type Locale } from "@wafer/schemas/constants";
import { documentPath, documentRoute } from "@wafer/schemas/paths";
import { localePath, ROUTES } from "@wafer/schemas/routes";
import {
  type DocumentLocation,
  defineDocuments,
  defineLocations,
  type PresentationPluginOptions,
} from "sanity/presentation";

// Where each document appears on the web, so the Presentation tool opens the page that shows it
// (locations), and which document a page is built from, so a page opened in the tool shows its
// document beside it (main documents). Paths come from the web's route table
// (schemas/src/routes.ts): Chinese unprefixed, English under /en.

const languageOf = (language: unknown): Locale => (language === "en" ? "en" : "zh");
const localized = (language: unknown, path: string) => localePath(languageOf(language), path);
/** A shared document (products, team, settings…) appears on its page in both languages. */
const bothLanguages = (title: string, path: string): DocumentLocation[] =>
  LOCALES.map((locale) => ({ title: `${title} · ${locale === "zh" ? "中文" : "EN"}`, href: localePath(locale, path) }));

export const pagePath = (pageKey: string) => documentRoute({ _type: "page", pageKey }) ?? "/";

export const locations: NonNullable<PresentationPluginOptions["resolve"]>["locations"] = {
  news: defineLocations({
    select: { title: "title", slug: "slug.current", language: "language" },
    resolve: (doc) => ({
      locations: [
        ...(doc?.slug
          ? [
              {
                title: doc?.title || "新闻",
                href: documentPath({ _type: "news", slug: doc.slug, language: doc.language }),
              },
            ]
          : []),
        { title: "公司新闻 News", href: localized(doc?.language, "/news") },
      ],
    }),
  }),
  job: defineLocations({
    select: { title: "title", slug: "slug.current", language: "language", jobType: "jobType", category: "category" },
    resolve: (doc) => {
      const list = doc?.jobType === "campus" ? "/campussort" : "/societysort";
      return {
        locations: [
          ...(doc?.slug
            ? [
                {
                  title: doc?.title || "职位",
                  href: documentPath({ _type: "job", slug: doc.slug, language: doc.language }),
                },
              ]
            : []),
          ...(doc?.category
            ? [{ title: "职位类别 Category", href: localized(doc?.language, `${list}/${doc.category}`) }]
            : []),
          { title: "职位列表 Job list", href: localized(doc?.language, list) },
        ],
      };
    },
  }),
  page: defineLocations({
    select: { title: "title", pageKey: "pageKey", language: "language" },
    resolve: (doc) => {
      // Every route showing this page's copy (/society and /societysort show the same document).
      const paths = ROUTES.filter((route) => route.pageKey === doc?.pageKey).map((route) => route.path);
      return {
        locations: (paths.length ? paths : [pagePath(doc?.pageKey)]).map((path) => ({
          title: doc?.title || "页面",
          href: localized(doc?.language, path),
        })),
      };
    },
  }),
  // An editor's page (issue 42): at its own path, in its language.
  sitePage: defineLocations({
    select: { title: "title", slug: "slug.current", language: "language" },
    resolve: (doc) => ({
      locations: doc?.slug
        ? [
            {
              title: doc?.title || "页面",
              href: documentPath({ _type: "sitePage", slug: doc.slug, language: doc.language }),
            },
          ]
        : [],
    }),
  }),
  legalDocument: defineLocations({
    select: { title: "title", kind: "kind", language: "language" },
    resolve: (doc) => {
      const path = documentRoute({ _type: "legalDocument", kind: doc?.kind as string }) ?? "/policy";
      return { locations: [{ title: doc?.title || "法律文本", href: localized(doc?.language, path) }] };
    },
  }),
  product: defineLocations({
    select: { slug: "slug.current", name: "name.zh" },
    resolve: (doc) => ({
      locations: [
        ...(doc?.slug
          ? bothLanguages(doc.name || "产品 Product", documentRoute({ _type: "product", slug: doc.slug }))
          : []),
        ...bothLanguages("产品与服务 Products", "/product"),
      ],
    }),
  }),
  certificate: defineLocations({ locations: bothLanguages("质量管理 Quality", "/quality") }),
  declaration: defineLocations({ locations: bothLanguages("质量管理 · 资料下载 Quality downloads", "/quality") }),
  teamMember: defineLocations({ locations: bothLanguages("管理团队 Team", "/team") }),
  timelineEvent: defineLocations({ locations: bothLanguages("公司简介 About", "/about") }),
  mediaContact: defineLocations({ locations: bothLanguages("媒体联系 Media contacts", "/contacts") }),
  // The header, footer and contact details of every page.
  siteSettings: defineLocations({
    locations: [...bothLanguages("首页 Home", "/"), ...bothLanguages("联系我们 Contact", "/contact")],
  }),
  // The header's and footer's menus of every page.
  menus: defineLocations({ locations: bothLanguages("首页 Home", "/") }),
};

/** The document a page shows, per route of the table and per language. */
function routeDocuments() {
  const documents: { route: string; filter: string }[] = [];
  for (const locale of LOCALES) {
    const route = (path: string) => localePath(locale, path);
    documents.push(
      {
        route: route(documentRoute({ _type: "news", slug: ":slug" })),
        filter: `_type == "news" && language == "${locale}" && slug.current == $slug`,
      },
      {
        route: route(documentRoute({ _type: "job", slug: ":slug" })),
        filter: `_type == "job" && language == "${locale}" && slug.current == $slug`,
      },
    );
    for (const entry of ROUTES) {
      if (entry.pageKey) {
        documents.push({
          route: route(entry.path),
          filter: `_type == "page" && pageKey == "${entry.pageKey}" && language == "${locale}"`,
        });
      } else if (entry.legalKind) {
        documents.push({
          route: route(entry.path),
          filter: `_type == "legalDocument" && kind == "${entry.legalKind}" && language == "${locale}"`,
        });
      }
    }
  }
  // Last: an editor's page has one segment, where no route of the table is (schemas/src/site-pages.ts).
  for (const locale of LOCALES) {
    documents.push({
      route: localePath(locale, documentRoute({ _type: "sitePage", slug: ":slug" })),
      filter: `_type == "sitePage" && language == "${locale}" && slug.current == $slug`,
    });
  }
  return documents;
}

/** Which document a web page is built from, so opening a page in the tool opens its document. */
export const mainDocuments = defineDocuments(routeDocuments());
