import type { Locale } from "@/i18n/config";
import { messages } from "@/i18n/messages";

// Validation errors travel as codes (e.g. "name.required"), the same from the browser's check and
// the server's; `errorText` turns a code into words in the visitor's language.

const zh = {
  "name.required": "请输入您的姓名",
  "appellation.required": "请选择称谓",
  "phone.required": "请输入您的电话",
  "phone.invalid": "请输入有效的电话：手机号如 13812345678，其他号码请以 + 和国家代码开头，如 +86 21 5000 0000",
  "email.required": "请输入电子邮箱",
  "email.invalid": "请输入有效的电子邮箱地址",
  "city.required": "请输入所在城市",
  "title.required": "请输入标题",
  "content.required": "请输入留言内容",
  "contactPhone.required": "请输入联系电话",
  "contactPhone.invalid": "请输入有效的联系电话",
  "contactEmail.required": "请输入联系邮箱",
  "position.required": "请选择应聘职位",
  "position.closed": "该职位已关闭或不存在",
  "selfDescription.tooLong": "自我描述最多 200 字",
  "resume.required": "请上传简历",
  "resume.type": "简历须为 PDF、DOC 或 DOCX 文件",
  "resume.size": "简历不能超过 10 MB",
  "resume.damaged": "简历文件已损坏或无法读取，请重新导出后再上传",
  "resume.name": "文件名无效，请重命名后再上传",
  "company.required": "请输入公司名称",
  "contactName.required": "请输入联系人",
  "country.required": "请输入国家/地区",
  "waferDiameter.required": "请选择硅片直径",
  "waferType.required": "请选择硅片类型",
  "quantity.required": "请输入需求数量",
  "quantity.invalid": "请输入 1 到 100000000 之间的整数",
  "altcha.required": "请完成验证码验证",
  "altcha.invalid": "请输入正确的验证码",
  "consent.required": "请阅读并同意隐私政策",
  tooLong: (max: number) => `内容过长，最多 ${max} 个字符`,
  invalid: "填写内容无效",
};

export type ErrorMessages = typeof zh;

const en: ErrorMessages = {
  "name.required": "Please enter your name",
  "appellation.required": "Please choose how we should address you",
  "phone.required": "Please enter your telephone number",
  "phone.invalid":
    "Please enter a valid telephone number: a Chinese mobile number such as 13812345678, or any number starting with + and the country code, e.g. +86 21 5000 0000",
  "email.required": "Please enter your email",
  "email.invalid": "Please enter a valid email address",
  "city.required": "Please enter your city",
  "title.required": "Please enter a title",
  "content.required": "Please enter your message",
  "contactPhone.required": "Please enter your contact number",
  "contactPhone.invalid": "Please enter a valid contact number",
  "contactEmail.required": "Please enter your contact email",
  "position.required": "Please choose the position you are applying for",
  "position.closed": "This position is closed or does not exist",
  "selfDescription.tooLong": "The self-description can have at most 200 words",
  "resume.required": "Please upload your resume",
  "resume.type": "The resume must be a PDF, DOC or DOCX file",
  "resume.size": "The resume must be at most 10 MB",
  "resume.damaged": "The resume file is damaged or cannot be read; please export it again and upload it",
  "resume.name": "The file name is not valid; please rename the file and upload it again",
  "company.required": "Please enter your company",
  "contactName.required": "Please enter a contact name",
  "country.required": "Please enter your country or region",
  "waferDiameter.required": "Please choose a wafer diameter",
  "waferType.required": "Please choose a wafer type",
  "quantity.required": "Please enter a quantity",
  "quantity.invalid": "Please enter a whole number from 1 to 100000000",
  "altcha.required": "Please complete the verification code",
  "altcha.invalid": "Please enter the correct verification code",
  "consent.required": "Please read and agree to the privacy policy",
  tooLong: (max: number) => `Too long: at most ${max} characters`,
  invalid: "This value is not valid",
};

export const ERROR_MESSAGES: Record<Locale, ErrorMessages> = { zh, en };

export type ErrorCode = Exclude<keyof ErrorMessages, "tooLong"> | `tooLong:${number}`;

const errorMessages = messages(ERROR_MESSAGES);

/** The words for a validation error code, in the given language. Unknown codes read as "invalid". */
export function errorText(locale: Locale, code: string): string {
  const errors = errorMessages(locale);
  const tooLong = /^tooLong:(\d+)$/.exec(code);
  if (tooLong) return errors.tooLong(Number(tooLong[1]));
  const text = (errors as Record<string, unknown>)[code];
  return typeof text === "string" ? text : errors.invalid;
}
