import { messages } from "@/i18n/messages";
import type { SearchKind } from "./records";

/** Every word site search shows, in Chinese and English. */
export interface SearchMessages {
  heading: string;
  label: string;
  placeholder: string;
  submit: string;
  summary: (q: string, total: number) => string;
  /** Group names (plural). */
  kinds: Record<SearchKind, string>;
  /** The badge on one result (singular). */
  badges: Record<SearchKind, string>;
  /** The heading of a group: its name and how many results it has. */
  group: (kind: SearchKind, count: number) => string;
  more: (hidden: number) => string;
  posted: string;
  /**
   * When this language has nothing and the other one has results (issue 41, item 9): the line
   * before and the link's words, which lead to the same search on the other language's site.
   */
  elsewhere: { lead: string; link: (q: string, total: number) => string };
  empty: {
    title: (q: string) => string;
    intro: string;
    tips: string[];
    browse: string;
  };
}

const zh: SearchMessages = {
  heading: "站内搜索",
  label: "搜索新闻、职位和页面",
  placeholder: "搜索您想了解的内容",
  submit: "搜索",
  summary: (q, total) => `找到 ${total} 条与“${q}”相关的结果`,
  kinds: { news: "新闻", job: "职位", page: "页面" },
  badges: { news: "新闻", job: "职位", page: "页面" },
  group: (kind, count) => `${zh.kinds[kind]}（${count}）`,
  more: (hidden) => `另有 ${hidden} 条结果未显示，请尝试更具体的关键词`,
  posted: "发布于",
  elsewhere: {
    lead: "中文网站没有相关内容，英文网站有：",
    link: (q, total) => `${total} 条与“${q}”相关的英文结果`,
  },
  empty: {
    title: (q) => `没有找到与“${q}”相关的内容`,
    intro: "您可以：",
    tips: [
      "检查关键词是否有错别字",
      "尝试更少或更短的关键词，例如“外延”而不是“外延片生产工艺”",
      "换一个说法，例如产品名称或城市",
    ],
    browse: "或直接浏览：",
  },
};

const en: SearchMessages = {
  heading: "Site search",
  label: "Search news, jobs and pages",
  placeholder: "Search what you want to know",
  submit: "Search",
  summary: (q, total) => `${total} ${total === 1 ? "result" : "results"} for “${q}”`,
  kinds: { news: "News", job: "Jobs", page: "Pages" },
  badges: { news: "News", job: "Job", page: "Page" },
  group: (kind, count) => `${en.kinds[kind]} (${count})`,
  more: (hidden) => `${hidden} more not shown: try a more specific search`,
  posted: "Posted",
  elsewhere: {
    lead: "Nothing on the English site, but the Chinese site has",
    link: (q, total) => `${total} ${total === 1 ? "result" : "results"} for “${q}” in Chinese`,
  },
  empty: {
    title: (q) => `No results for “${q}”`,
    intro: "You could:",
    tips: [
      "Check the spelling",
      "Try fewer or shorter words, e.g. “epitaxial” instead of “epitaxial wafer process”",
      "Use another word for it, such as a product name or a city",
    ],
    browse: "Or browse:",
  },
};

export const searchMessages = messages({ zh, en });

/**
 * The pages an empty result suggests, by route key; their names are the pages' own labels
 * (PAGE_KEY_LABELS), their paths the route table's.
 */
export const BROWSE_ROUTES = [
  { route: "news", page: "news" },
  { route: "societysort", page: "society" },
  { route: "campussort", page: "campus" },
  { route: "product", page: "product" },
] as const;
