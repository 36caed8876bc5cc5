import type { Locale } from "./config";

// The only strings outside the dictionaries: the last-resort error page renders when the layout that
// loads dictionaries has itself failed, so it cannot depend on loading one.
export const lastResortStrings: Record<Locale, { lang: string; message: string; link: string }> = {
  zh: { lang: "zh-CN", message: "显示错误页面时发生错误", link: "返回首页" },
  en: { lang: "en", message: "An error occurred while showing the error page", link: "Go back to home" },
};
