import { PAGE_KEY_LABELS } from "@wafer/schemas/constants";
import { NAV_GROUP_LABELS } from "@wafer/schemas/menus";
import { inLocale } from "../messages";

// Chinese UI strings: the reference dictionary. Every other locale must have exactly these keys.

const zh = {
  site: {
    name: "硅晶半导体",
    shortName: "SCS",
    companyName: "上海硅晶半导体股份有限公司",
    logoSubline: "Silicon Crystal",
  },
  nav: {
    label: "主导航",
    // The menu groups' default names (editors may rename them in the studio's menus): one spelling.
    groups: inLocale(NAV_GROUP_LABELS, "zh"),
    // The menu's page labels are the page names editors see in the studio: one spelling.
    items: inLocale(PAGE_KEY_LABELS, "zh"),
    comingSoon: "敬请期待",
  },
  header: {
    home: "首页",
    skipToContent: "跳到主要内容",
    openMenu: "打开导航菜单",
    closeMenu: "关闭导航菜单",
    openSearch: "搜索",
    closeSearch: "关闭搜索",
    searchLabel: "站内搜索",
    searchPlaceholder: "搜索您想了解的内容",
    searchSubmit: "搜索",
    loading: "页面加载中",
    language: "语言",
    languageNames: { zh: "中文", en: "English" },
    languageShort: { zh: "中文", en: "EN" },
  },
  footer: {
    label: "网站底部",
    navLabel: "网站地图",
    tagline: "大尺寸集成电路硅片制造商，服务全球领先晶圆厂。",
    policy: "隐私政策",
    term: "使用条款",
    disclaimers: "免责声明",
    privacySummary: "隐私摘要",
    copyright: "版权所有",
    legalLabel: "法律信息与备案",
  },
  privacy: {
    title: "隐私政策摘要",
    points: [
      "本隐私政策自2022年7月25日起生效。",
      "我们仅收集您在在线留言、简历投递等表单中主动提交的信息，例如姓名、联系方式与简历。",
      "这些信息仅用于回复您的咨询和处理招聘申请，我们不会向任何第三方出售您的个人信息。",
      "您可以随时联系我们，查阅、更正或删除您的个人信息。",
      "未满18周岁的未成年人应在监护人同意后向我们提交个人信息。",
    ],
    readFull: "阅读完整隐私政策",
    close: "关闭",
  },
  errors: {
    notFoundTitle: "页面不存在",
    notFound: "您访问的页面不存在",
    goneTitle: "页面已删除",
    gone: "此页面已永久删除。",
    backHome: "返回首页",
    defaultMessage: "出错了",
    statusLabel: "错误代码",
    retry: "重试",
  },
  placeholder: {
    body: "本栏目内容正在建设中。",
  },
};

export type Dictionary = typeof zh;
export default zh;
