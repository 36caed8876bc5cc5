import {
  JOB_CATEGORIES,
  JOB_CATEGORY_LABELS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  LANGUAGES,
  SINGLETON_TYPES,
  SITE_SETTINGS_ID,
} from "@wafer/schemas";
import type { StructureBuilder, StructureResolver } from "sanity/structure";

// The desk is grouped by what editors do, not by schema type: marketing opens "news", HR opens
// "recruitment", and everything about the company sits together.

const apiVersion = "2025-10-01";

/** A list of one type, optionally filtered, with the documents' languages as sub-lists. */
function byLanguage(
  S: StructureBuilder,
  type: string,
  title: string,
  filter = "",
  params: Record<string, unknown> = {},
) {
  const base = `_type == $type${filter ? ` && ${filter}` : ""}`;
  return S.listItem()
    .title(title)
    .schemaType(type)
    .child(
      S.list()
        .title(title)
        .items([
          S.listItem()
            .title("全部语言 All languages")
            .child(
              S.documentList()
                .title(title)
                .apiVersion(apiVersion)
                .filter(base)
                .params({ type, ...params }),
            ),
          ...LANGUAGES.map(({ id, title: language }) =>
            S.listItem()
              .title(language)
              .child(
                S.documentList()
                  .title(`${title} · ${language}`)
                  .apiVersion(apiVersion)
                  .filter(`${base} && language == $language`)
                  .params({ type, language: id, ...params })
                  .initialValueTemplates([S.initialValueTemplateItem(`${type}-${id}`)]),
              ),
          ),
        ]),
    );
}

function recruitment(S: StructureBuilder) {
  return S.listItem()
    .title("招聘 Recruitment")
    .child(
      S.list()
        .title("招聘 Recruitment")
        .items([
          ...JOB_TYPES.map((jobType) =>
            S.listItem()
              .title(JOB_TYPE_LABELS[jobType].zh)
              .child(
                S.list()
                  .title(JOB_TYPE_LABELS[jobType].zh)
                  .items(
                    JOB_CATEGORIES.map((category) =>
                      byLanguage(
                        S,
                        "job",
                        JOB_CATEGORY_LABELS[category].zh,
                        "jobType == $jobType && category == $category",
                        {
                          jobType,
                          category,
                        },
                      ),
                    ),
                  ),
              ),
          ),
          S.divider(),
          byLanguage(S, "job", "招聘中的职位 Open posts", "status == 'open'"),
          byLanguage(S, "job", "已关闭的职位 Closed posts", "status == 'closed'"),
          byLanguage(S, "job", "全部职位 All posts"),
        ]),
    );
}

function company(S: StructureBuilder) {
  return S.listItem()
    .title("公司 Company")
    .child(
      S.list()
        .title("公司 Company")
        .items([
          byLanguage(S, "page", "页面文案 Page copy"),
          S.documentTypeListItem("product").title("产品 Products"),
          S.documentTypeListItem("teamMember").title("管理团队 Team"),
          S.documentTypeListItem("timelineEvent").title("发展历程 Timeline"),
          S.documentTypeListItem("mediaContact").title("媒体联系人 Media contacts"),
        ]),
    );
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title("内容 Content")
    .items([
      byLanguage(S, "news", "新闻 News"),
      recruitment(S),
      company(S),
      byLanguage(S, "legalDocument", "法律文本 Legal texts"),
      S.divider(),
      S.listItem()
        .title("站点设置 Site settings")
        .id(SITE_SETTINGS_ID)
        .schemaType("siteSettings")
        .child(S.document().schemaType("siteSettings").documentId(SITE_SETTINGS_ID).title("站点设置 Site settings")),
    ]);

/** Actions the studio must not offer on a singleton: it exists once and cannot be removed. */
export const SINGLETON_FORBIDDEN_ACTIONS = ["duplicate", "delete", "unpublish"];

export function isSingleton(schemaType: string): boolean {
  return (SINGLETON_TYPES as readonly string[]).includes(schemaType);
}
