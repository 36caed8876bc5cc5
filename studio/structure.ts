import {
  JOB_CATEGORIES,
  JOB_CATEGORY_LABELS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  LANGUAGES,
  MAIL_TEMPLATES_ID,
  MENUS_ID,
  SINGLETON_TYPES,
  SITE_SETTINGS_ID,
} from "@wafer/schemas";
import type { StructureBuilder, StructureResolver } from "sanity/structure";

// The desk is grouped by what editors do, not by schema type: marketing opens "news", HR opens
// "recruitment", and everything about the company sits together.

const apiVersion = "2025-10-01";

// Every list item and list carries an explicit ASCII id. Without one the builder derives the id
// from the title, and a title with no Latin letters ("简体中文") yields an empty id, which makes
// the structure tool refuse the whole desk. The ids are also the desk's URL segments, so they stay
// stable: changing one breaks editors' bookmarks.

type TemplateItem = ReturnType<StructureBuilder["initialValueTemplateItem"]>;

/**
 * The list whose ＋ was clicked opens the new document beside itself. Without this the studio
 * looks for a list of the type from the desk's root: list panes deeper than the second only answer
 * intents when they say so, and the new story opened under "all languages" (issue 29).
 */
const createsFrom =
  (templates: TemplateItem[]) =>
  (intent: string, params: { template?: string }): boolean =>
    intent === "create" && templates.some((item) => item.serialize().templateId === params.template);

/** A list of one type, optionally filtered, with the documents' languages as sub-lists. */
function byLanguage(
  S: StructureBuilder,
  id: string,
  type: string,
  title: string,
  filter = "",
  params: Record<string, unknown> = {},
  templates: (language: string) => TemplateItem = (language) => S.initialValueTemplateItem(`${type}-${language}`),
) {
  const base = `_type == $type${filter ? ` && ${filter}` : ""}`;
  return S.listItem()
    .id(id)
    .title(title)
    .schemaType(type)
    .child(
      S.list()
        .id(id)
        .title(title)
        .items([
          S.listItem()
            .id("all")
            .title("全部语言 All languages")
            .child(
              S.documentList()
                .id(`${id}-all`)
                .title(title)
                .apiVersion(apiVersion)
                .filter(base)
                .params({ type, ...params })
                // ＋ in "all languages" asks which language; in a language list it fills it in.
                // Templates last: the builder's every later call re-infers them from the type.
                .canHandleIntent(createsFrom(LANGUAGES.map(({ id: lang }) => templates(lang))))
                .initialValueTemplates(LANGUAGES.map(({ id: lang }) => templates(lang))),
            ),
          ...LANGUAGES.map(({ id: lang, title: language }) =>
            S.listItem()
              .id(lang)
              .title(language)
              .child(
                S.documentList()
                  .id(`${id}-${lang}`)
                  .title(`${title} · ${language}`)
                  .apiVersion(apiVersion)
                  .filter(`${base} && language == $language`)
                  .params({ type, language: lang, ...params })
                  .canHandleIntent(createsFrom([templates(lang)]))
                  .initialValueTemplates([templates(lang)]),
              ),
          ),
        ]),
    );
}

function recruitment(S: StructureBuilder) {
  return S.listItem()
    .id("recruitment")
    .title("招聘 Recruitment")
    .child(
      S.list()
        .id("recruitment")
        .title("招聘 Recruitment")
        .items([
          ...JOB_TYPES.map((jobType) =>
            S.listItem()
              .id(`jobs-${jobType}`)
              .title(JOB_TYPE_LABELS[jobType].zh)
              .child(
                S.list()
                  .id(`jobs-${jobType}`)
                  .title(JOB_TYPE_LABELS[jobType].zh)
                  .items(
                    JOB_CATEGORIES.map((category) =>
                      byLanguage(
                        S,
                        `jobs-${jobType}-${category}`,
                        "job",
                        JOB_CATEGORY_LABELS[category].zh,
                        "jobType == $jobType && category == $category",
                        { jobType, category },
                        // ＋ in a category keeps the editor's place: language, hiring type and
                        // category are filled in (issue 29).
                        (language) =>
                          S.initialValueTemplateItem(JOB_IN_CATEGORY_TEMPLATE, { language, jobType, category }),
                      ),
                    ),
                  ),
              ),
          ),
          S.divider(),
          byLanguage(S, "jobs-open", "job", "招聘中的职位 Open posts", "status == 'open'"),
          byLanguage(S, "jobs-closed", "job", "已关闭的职位 Closed posts", "status == 'closed'"),
          byLanguage(S, "jobs-all", "job", "全部职位 All posts"),
        ]),
    );
}

function company(S: StructureBuilder) {
  return S.listItem()
    .id("company")
    .title("公司 Company")
    .child(
      S.list()
        .id("company")
        .title("公司 Company")
        .items([
          byLanguage(S, "pages", "page", "页面文案 Page copy"),
          S.documentTypeListItem("product").title("产品 Products"),
          S.documentTypeListItem("certificate").title("认证证书 Certificates"),
          S.documentTypeListItem("declaration").title("合规声明 Declarations"),
          S.documentTypeListItem("teamMember").title("管理团队 Team"),
          S.documentTypeListItem("timelineEvent").title("发展历程 Timeline"),
          S.documentTypeListItem("mediaContact").title("媒体联系人 Media contacts"),
        ]),
    );
}

export const structure: StructureResolver = (S) =>
  S.list()
    .id("content")
    .title("内容 Content")
    .items([
      byLanguage(S, "news", "news", "新闻 News"),
      // Pages editors make themselves, at the path they choose (issue 42).
      byLanguage(S, "site-pages", "sitePage", "页面 Pages"),
      recruitment(S),
      company(S),
      byLanguage(S, "legal", "legalDocument", "法律文本 Legal texts"),
      // Old and vanity addresses (issue 42): where they lead, or that a page is gone (410).
      S.documentTypeListItem("redirect").id("redirects").title("跳转 Redirects"),
      S.divider(),
      S.listItem()
        .title("站点设置 Site settings")
        .id(SITE_SETTINGS_ID)
        .schemaType("siteSettings")
        .child(S.document().schemaType("siteSettings").documentId(SITE_SETTINGS_ID).title("站点设置 Site settings")),
      // The header's and footer's menus (issue 42): one document, both languages.
      S.listItem()
        .title("菜单 Menus")
        .id(MENUS_ID)
        .schemaType("menus")
        .child(S.document().schemaType("menus").documentId(MENUS_ID).title("菜单 Menus")),
      // The mails HR sends applicants from the inbox (issue 41): one document, both languages.
      S.listItem()
        .title("申请人邮件模板 Applicant mail templates")
        .id(MAIL_TEMPLATES_ID)
        .schemaType("mailTemplates")
        .child(
          S.document()
            .schemaType("mailTemplates")
            .documentId(MAIL_TEMPLATES_ID)
            .title("申请人邮件模板 Applicant mail templates"),
        ),
    ]);

/** A new job post with its language, hiring type and category given (the desk's category lists). */
export const JOB_IN_CATEGORY_TEMPLATE = "job-in-category";

export const jobInCategoryTemplate = {
  id: JOB_IN_CATEGORY_TEMPLATE,
  title: "职位 Job",
  schemaType: "job",
  parameters: [
    { name: "language", type: "string" },
    { name: "jobType", type: "string" },
    { name: "category", type: "string" },
  ],
  value: ({ language, jobType, category }: { language: string; jobType: string; category: string }) => ({
    language,
    jobType,
    category,
  }),
};

/** Actions the studio must not offer on a singleton: it exists once and cannot be removed. */
export const SINGLETON_FORBIDDEN_ACTIONS = ["duplicate", "delete", "unpublish"];

export function isSingleton(schemaType: string): boolean {
  return (SINGLETON_TYPES as readonly string[]).includes(schemaType);
}
