import { messages } from "@/i18n/messages";

// Words the page blocks show visitors (web/src/blocks). Editors write the rest.
const zh = {
  newTab: "（在新窗口打开）",
  /** The download's link: its heading, type and size. */
  download: (title: string, size: string | null) => `下载${title}（PDF${size ? `，${size}` : ""}）`,
  gallery: "图片集",
  table: "表格",
  faq: "常见问题",
};

const en: typeof zh = {
  newTab: " (opens in a new tab)",
  download: (title: string, size: string | null) => `Download ${title} (PDF${size ? `, ${size}` : ""})`,
  gallery: "Image gallery",
  table: "Table",
  faq: "Frequently asked questions",
};

export const blockMessages = messages({ zh, en });
