import type { Locale } from "@/i18n/config";

// The titles and leads of the form pages, and the email-confirmation page's answers.

const zh = {
  message: { title: "在线留言", lead: "欢迎您留下宝贵意见，我们会尽快回复。" },
  inquiry: { title: "产品询价", lead: "请告诉我们您的硅片需求，销售团队将在两个工作日内与您联系。" },
  application: {
    title: "申请职位",
    lead: "请填写以下信息并上传简历。",
    /** A post that existed and no longer takes applications: said plainly, with a way on. */
    closed: (job: string) => `“${job}”已停止招聘，不再接收申请。`,
    wayOn: "您可以：",
    openInCategory: (category: string) => `查看“${category}”类在招职位`,
    allOpenings: { social: "查看全部社会招聘职位", campus: "查看全部校园招聘职位" },
    post: "查看该职位的说明",
  },
  handleEmail: {
    title: "邮箱确认",
    confirmed: "您的邮箱已确认，谢谢！我们会尽快处理您的提交。",
    already: "您的邮箱此前已确认，无需重复操作。",
    expired: "该确认链接已过期。如需帮助，请重新提交或直接联系我们。",
    invalid: "该确认链接无效。请检查链接是否完整，或重新提交。",
    pending: "请点击下方按钮，确认这是您的邮箱地址。",
    confirm: "确认我的邮箱",
    home: "返回首页",
  },
};

export type FormPageMessages = typeof zh;

const en: FormPageMessages = {
  message: { title: "Online Message", lead: "We welcome your comments and will reply as soon as we can." },
  inquiry: {
    title: "Product Inquiry",
    lead: "Tell us what wafers you need; our sales team will contact you within two working days.",
  },
  application: {
    title: "Apply for this position",
    lead: "Please fill in the form and upload your resume.",
    closed: (job: string) => `The position ${job} is no longer open and does not take applications.`,
    wayOn: "You can:",
    openInCategory: (category: string) => `See the open positions in ${category}`,
    allOpenings: { social: "See all experienced hiring positions", campus: "See all campus hiring positions" },
    post: "Read this position's description",
  },
  handleEmail: {
    title: "Email confirmation",
    confirmed: "Thank you, your email address is confirmed. We will handle your submission soon.",
    already: "Your email address was already confirmed; there is nothing more to do.",
    expired: "This confirmation link has expired. Please submit again or contact us directly if you need help.",
    invalid: "This confirmation link is not valid. Check that the link is complete, or submit again.",
    pending: "Please press the button below to confirm that this is your email address.",
    confirm: "Confirm my email address",
    home: "Back to the home page",
  },
};

export const FORM_PAGE_MESSAGES: Record<Locale, FormPageMessages> = { zh, en };
