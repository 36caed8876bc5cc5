import type { Locale } from "@/i18n/config";

// The emails a submission sends: the acknowledgement to the visitor, the notice to the company.

const zh = {
  ackSubject: {
    message: "我们已收到您的留言",
    application: "我们已收到您的职位申请",
    inquiry: "我们已收到您的询价",
  },
  ackGreeting: (name: string) => `${name}，您好：`,
  ackBody: "感谢您的提交，我们已收到并会尽快处理。请点击下面的链接确认您的邮箱地址（7 天内有效）：",
  ackIgnore: "如果这不是您本人的操作，请忽略本邮件。",
  notifySubject: { message: "新的在线留言", application: "新的职位申请", inquiry: "新的产品询价" },
};

export type MailMessages = typeof zh;

const en: MailMessages = {
  ackSubject: {
    message: "We have received your message",
    application: "We have received your application",
    inquiry: "We have received your inquiry",
  },
  ackGreeting: (name: string) => `Dear ${name},`,
  ackBody:
    "Thank you for your submission; we have received it and will handle it soon. Please confirm your email address with this link (valid for 7 days):",
  ackIgnore: "If you did not send this, please ignore this email.",
  notifySubject: {
    message: "New online message",
    application: "New job application",
    inquiry: "New product inquiry",
  },
};

export const MAIL_MESSAGES: Record<Locale, MailMessages> = { zh, en };
