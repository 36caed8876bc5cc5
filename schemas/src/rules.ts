// Validation rules as plain functions. The schema's `custom` validators call them, and the unit
// tests call them directly, so each rule is proven without a studio. No Sanity import here.
// A rule answers `true` when the value passes, or the message an editor sees (Chinese first, as
// the studio's editors work in Chinese, then English).

import { MAX_DOWNLOAD_BYTES } from "./constants";

export type RuleResult = true | string;

const message = (zh: string, en: string): string => `${zh} / ${en}`;

/** Lower-case words of a–z and 0–9 joined by single hyphens: safe in a URL, stable across languages. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 96;

export function checkSlugFormat(slug: { current?: string } | undefined): RuleResult {
  const current = slug?.current;
  if (!current) return true; // `required` reports a missing slug
  if (current.length > SLUG_MAX_LENGTH) {
    return message(
      `网址别名不能超过${SLUG_MAX_LENGTH}个字符`,
      `The slug must be at most ${SLUG_MAX_LENGTH} characters`,
    );
  }
  if (!SLUG_PATTERN.test(current)) {
    return message(
      "网址别名只能使用小写英文字母、数字和单个连字符，例如 shanghai-300mm-capacity",
      "The slug may only use lower-case letters, digits and single hyphens, e.g. shanghai-300mm-capacity",
    );
  }
  return true;
}

/** Turns an English title into a slug; Chinese characters are dropped, so editors of zh documents type it. */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, "");
}

/** Dates as `YYYY-MM-DD` compare correctly as strings; datetimes are compared as instants. */
function toTime(value: string): number {
  return Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
}

/** A job's valid-through date must come after its posting date. */
export function validThroughAfterPosting(postedAt: string | undefined, validThrough: string | undefined): RuleResult {
  if (!postedAt || !validThrough) return true; // `required` reports missing dates
  if (toTime(validThrough) <= toTime(postedAt)) {
    return message("截止日期必须晚于发布日期", "The valid-through date must be after the posting date");
  }
  return true;
}

// Deliberately simple: one @, no spaces, a dot in the domain. Stricter patterns reject real addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function checkEmail(value: string | undefined): RuleResult {
  if (value === undefined || value === "") return true;
  return isEmail(value) ? true : message(`“${value}”不是有效的电子邮箱地址`, `"${value}" is not a valid email address`);
}

export function checkEmailList(values: readonly string[] | undefined): RuleResult {
  for (const value of values ?? []) {
    const result = checkEmail(value);
    if (result !== true) return result;
  }
  return true;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export function checkHttpUrl(value: string | undefined): RuleResult {
  if (value === undefined || value === "") return true;
  return isHttpUrl(value)
    ? true
    : message("请输入以 http:// 或 https:// 开头的完整网址", "Enter a full address starting with http:// or https://");
}

/** A file field's value: Sanity names the asset `file-<sha1>-<extension>`. */
export interface FileValue {
  asset?: { _ref?: string } | null;
}

/**
 * The download block's file (issue 42): a PDF, at most MAX_DOWNLOAD_BYTES, the same limits as the
 * route that serves it. `size` is the asset's size in bytes when the studio could read it.
 */
export function checkDownloadFile(value: FileValue | undefined, size: number | null | undefined): RuleResult {
  const ref = value?.asset?._ref;
  if (!ref) return message("请上传 PDF 文件", "Upload a PDF file");
  if (!/^file-[0-9a-f]{40}-pdf$/.test(ref)) return message("只能上传 PDF 文件", "Only PDF files can be uploaded");
  if (typeof size === "number" && size > MAX_DOWNLOAD_BYTES) {
    return message(
      `文件不能超过 ${MAX_DOWNLOAD_BYTES / 1024 / 1024} MB`,
      `The file may be at most ${MAX_DOWNLOAD_BYTES / 1024 / 1024} MB`,
    );
  }
  return true;
}

/** Links in rich text: a full web address, a path on this site, or mailto:/tel:. */
export function checkLinkHref(value: string | undefined): RuleResult {
  if (value === undefined || value === "") return true;
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^tel:\+?[0-9 -]+$/.test(value)) return true;
  return isHttpUrl(value)
    ? true
    : message(
        "链接须为完整网址（https://…）、站内路径（/…）、mailto: 或 tel:",
        "A link must be a full address (https://…), a site path (/…), mailto: or tel:",
      );
}

// Digits with an optional leading + and the separators people type; 6 to 20 digits in all.
export function checkPhone(value: string | undefined): RuleResult {
  if (value === undefined || value === "") return true;
  const digits = value.replace(/\D/g, "");
  const shapeOk = /^\+?[0-9][0-9 ()-]*$/.test(value);
  return shapeOk && digits.length >= 6 && digits.length <= 20
    ? true
    : message("请输入有效的电话号码，例如 +86 21 5000 0000", "Enter a valid phone number, e.g. +86 21 5000 0000");
}

/** Version numbers of legal texts: 1, 1.0 or 1.0.2. */
export function checkVersion(value: string | undefined): RuleResult {
  if (value === undefined || value === "") return true;
  return /^\d+(\.\d+){0,2}$/.test(value)
    ? true
    : message("版本号格式应为 1.0 或 1.0.2", "Use a version number such as 1.0 or 1.0.2");
}

/** An image value as stored: an asset reference and alternative text (a string or localized). */
export interface ImageValue {
  asset?: { _ref?: string };
  alt?: string | { zh?: string; en?: string };
}

/** Every image carries alternative text (in Chinese at least, for localized alt) once it has an asset. */
export function checkImageAlt(image: ImageValue | undefined): RuleResult {
  if (!image?.asset) return true;
  const alt = typeof image.alt === "string" ? image.alt : image.alt?.zh;
  return alt && alt.trim() !== ""
    ? true
    : message("请为图片填写替代文字（供读屏软件和图片无法加载时使用）", "Add alternative text to the image");
}

/** Scheduled means published with a date still in the future. */
export function isScheduled(publishedAt: string | undefined, now: Date = new Date()): boolean {
  return publishedAt !== undefined && toTime(publishedAt) > now.getTime();
}

// ---- uniqueness: needs the dataset, reached through the client the studio hands to validators

/** The part of a Sanity client a uniqueness check uses. */
export interface QueryClient {
  fetch(query: string, params: Record<string, unknown>): Promise<unknown>;
}

/** What a custom validator receives that matters here (a subset of Sanity's ValidationContext). */
export interface UniquenessContext {
  document?: { _id?: string; _type?: string; language?: unknown; [field: string]: unknown };
  getClient(options: { apiVersion: string }): QueryClient;
}

export const VALIDATION_API_VERSION = "2025-10-01";

/** The published id and its draft: a document never collides with its own draft. */
export function ownIds(id: string | undefined): string[] {
  if (!id) return [];
  const published = id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
  return [published, `drafts.${published}`];
}

// Field names come from our own schema code, never from user input; values go in as parameters.
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/;

/**
 * True when no other document of `type` has the same values in `fields`, within the document's
 * own language when `perLanguage`. Used for slugs, page keys, legal kinds and product combinations.
 */
export async function isUniqueAmong(
  context: UniquenessContext,
  fields: Record<string, unknown>,
  { perLanguage }: { perLanguage: boolean },
): Promise<boolean> {
  const document = context.document;
  if (!document?._type) return true;
  const params: Record<string, unknown> = { type: document._type, ids: ownIds(document._id) };
  const conditions = ["_type == $type", "!(_id in $ids)"];
  if (perLanguage) {
    conditions.push("language == $language");
    params.language = document.language ?? null;
  }
  Object.entries(fields).forEach(([path, value], index) => {
    if (!FIELD_PATH.test(path)) throw new Error(`unsupported field path ${path}`);
    conditions.push(`${path} == $v${index}`);
    params[`v${index}`] = value;
  });
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION });
  const count = await client.fetch(`count(*[${conditions.join(" && ")}])`, params);
  return count === 0;
}

/** Sanity slug option `isUnique`: one slug per type and language (zh and en of a story may share it). */
export function isSlugUniquePerLanguage(slug: string, context: UniquenessContext): Promise<boolean> {
  return isUniqueAmong(context, { "slug.current": slug }, { perLanguage: true });
}

export async function checkUniqueInLanguage(
  field: string,
  value: unknown,
  context: UniquenessContext,
  zh: string,
  en: string,
): Promise<RuleResult> {
  if (value === undefined || value === null || value === "") return true;
  return (await isUniqueAmong(context, { [field]: value }, { perLanguage: true })) ? true : message(zh, en);
}

/** What a range field of the screening data accepts: its unit and the plausible span in that unit. */
export interface RangeBounds {
  /** The unit the field states (Ω·cm, µm, nm): editors type numbers only. */
  unit: string;
  /** Smallest plausible value in `unit`; a smaller one suggests the wrong unit (nm typed as µm). */
  min: number;
  /** Largest plausible value in `unit`; a larger one suggests the wrong unit (µm typed as nm). */
  max: number;
}

/**
 * A range of the screening data (docs/product.md, Screening data): both ends positive numbers in
 * the field's unit, the low end below the high end, and inside the plausible span, so a value in
 * the wrong unit (a device layer of 0.05 "nm", an epi layer of 5000 "µm") is caught as it is typed.
 */
export function checkRange(value: { low?: unknown; high?: unknown } | undefined, bounds: RangeBounds): RuleResult {
  if (!value) return true;
  const { low, high } = value;
  for (const end of [low, high]) {
    if (end === undefined || end === null) {
      return message("请填写下限和上限（单端规格两端填相同数值）", "Give both the low and the high end");
    }
    if (typeof end !== "number" || !Number.isFinite(end) || end <= 0) {
      return message(`数值必须为正数，单位 ${bounds.unit}`, `Values must be positive numbers in ${bounds.unit}`);
    }
    if (end < bounds.min || end > bounds.max) {
      return message(
        `数值应在 ${bounds.min}–${bounds.max} ${bounds.unit} 之间，请检查单位（本栏单位为 ${bounds.unit}）`,
        `Values must lie between ${bounds.min} and ${bounds.max} ${bounds.unit}; check the unit (this field is in ${bounds.unit})`,
      );
    }
  }
  if ((low as number) > (high as number)) {
    return message("下限必须小于或等于上限", "The low end must not exceed the high end");
  }
  return true;
}

/** A single figure of the screening data (a maximum such as nanotopography) in its field's unit. */
export function checkFigure(value: unknown, bounds: RangeBounds): RuleResult {
  if (value === undefined || value === null) return true;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    return message(`数值必须为正数，单位 ${bounds.unit}`, `The value must be a positive number in ${bounds.unit}`);
  }
  if (value < bounds.min || value > bounds.max) {
    return message(
      `数值应在 ${bounds.min}–${bounds.max} ${bounds.unit} 之间，请检查单位（本栏单位为 ${bounds.unit}）`,
      `The value must lie between ${bounds.min} and ${bounds.max} ${bounds.unit}; check the unit (this field is in ${bounds.unit})`,
    );
  }
  return true;
}

/** Each dopant must give one of the conductivity types the product lists (boron p; P, As, Sb n). */
export function checkDopants(
  dopants: readonly string[] | undefined,
  types: readonly string[] | undefined,
  dopantType: Record<string, string>,
): RuleResult {
  if (!dopants?.length || !types?.length) return true;
  const stray = dopants.filter((dopant) => !types.includes(dopantType[dopant] ?? ""));
  if (!stray.length) return true;
  return message(
    `掺杂剂 ${stray.join("、")} 与所选导电类型不符（硼为 P 型，磷、砷、锑为 N 型）`,
    `Dopant ${stray.join(", ")} does not match the conductivity types chosen (boron is p-type; P, As, Sb n-type)`,
  );
}
