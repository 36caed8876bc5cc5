// The mails HR sends an applicant from the inbox (issue 41, item 6): an interview invitation and a
// polite decline, in the language the person applied in. Editors keep the words in the studio
// (document `mailTemplates`); these plain values are shared by the schema's rule, the seed's test
// and the inbox, which fills them. No Sanity import here: the web bundles this file.

import type { Locale } from "./constants";

export const MAIL_TEMPLATES_ID = "mailTemplates";
export const MAIL_TEMPLATE_KINDS = ["invite", "decline"] as const;
export type MailTemplateKind = (typeof MAIL_TEMPLATE_KINDS)[number];
export const isMailTemplateKind = (value: string): value is MailTemplateKind =>
  (MAIL_TEMPLATE_KINDS as readonly string[]).includes(value);

/** What a template may name; each in both spellings, so a Chinese word works in an English mail too. */
export interface MailValues {
  /** The applicant's name as they gave it. */
  name: string;
  /** The job's title in the applicant's language. */
  job: string;
  /** The company's name in the applicant's language. */
  company: string;
}

export const MAIL_PLACEHOLDERS: Record<keyof MailValues, { zh: string; en: string }> = {
  name: { zh: "姓名", en: "name" },
  job: { zh: "职位", en: "job" },
  company: { zh: "公司", en: "company" },
};

const PLACEHOLDER = /\{([^{}\s]{1,20})\}/g;
const byWord = new Map<string, keyof MailValues>(
  Object.entries(MAIL_PLACEHOLDERS).flatMap(([key, words]) => [
    [words.zh, key as keyof MailValues],
    [words.en, key as keyof MailValues],
  ]),
);

/** `{姓名}` / `{name}`, `{职位}` / `{job}`, `{公司}` / `{company}` replaced; any other brace is left as written. */
export function fillMailTemplate(text: string, values: MailValues): string {
  return text.replace(PLACEHOLDER, (whole, word: string) => {
    const key = byWord.get(word.toLowerCase()) ?? byWord.get(word);
    return key ? values[key] : whole;
  });
}

/** The placeholders a text names that the inbox cannot fill (a typo such as {姓命}). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1] as string)
    .filter((word) => !byWord.has(word) && !byWord.has(word.toLowerCase()));
}

export interface MailTemplate {
  subject: string;
  body: string;
}

/**
 * The seed's words (studio/seed/production.ndjson holds the same), used when the content has no
 * template or cannot be read: HR can always write to an applicant.
 */
export const DEFAULT_MAIL_TEMPLATES: Record<MailTemplateKind, Record<Locale, MailTemplate>> = {
  invite: {
    zh: {
      subject: "面试邀请：{职位}",
      body: [
        "{姓名}，您好：",
        "",
        "感谢您应聘{公司}的“{职位}”职位。我们认真阅读了您的申请，诚邀您参加面试。",
        "",
        "面试时间：",
        "面试地点：",
        "联系人：",
        "",
        "请回复此邮件确认是否方便参加；如需调整时间，也请告诉我们。",
        "",
        "祝好！",
        "{公司} 人力资源部",
      ].join("\n"),
    },
    en: {
      subject: "Interview invitation: {job}",
      body: [
        "Dear {name},",
        "",
        "Thank you for applying for the position of {job} at {company}. We have read your application with interest and would like to invite you to an interview.",
        "",
        "Date and time:",
        "Place:",
        "Contact:",
        "",
        "Please reply to this e-mail to confirm, or tell us if another time suits you better.",
        "",
        "Kind regards,",
        "Human Resources, {company}",
      ].join("\n"),
    },
  },
  decline: {
    zh: {
      subject: "关于您应聘“{职位}”的答复",
      body: [
        "{姓名}，您好：",
        "",
        "感谢您对{公司}的关注和对“{职位}”职位的申请。经过认真评估，我们很遗憾地通知您，本次暂时无法为您安排下一步的面试。",
        "",
        "这并不代表对您能力的否定。我们会将您的资料保存在人才库中（依照我们的隐私政策），今后有合适的机会时再与您联系。",
        "",
        "再次感谢您的时间与信任，祝您前程似锦！",
        "",
        "{公司} 人力资源部",
      ].join("\n"),
    },
    en: {
      subject: "Your application for {job}",
      body: [
        "Dear {name},",
        "",
        "Thank you for your interest in {company} and for applying for the position of {job}. After careful consideration, we regret to tell you that we will not be taking your application further this time.",
        "",
        "This is no judgement of your abilities. With your consent under our privacy policy, we will keep your details and contact you should a suitable opening arise.",
        "",
        "Thank you again for your time, and we wish you every success.",
        "",
        "Human Resources, {company}",
      ].join("\n"),
    },
  },
};
