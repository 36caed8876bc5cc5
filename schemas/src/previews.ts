// What a document looks like in studio lists: its language and its status at a glance. Plain
// functions so tests can check them.
import {
  JOB_CATEGORY_LABELS,
  JOB_STATUS_LABELS,
  JOB_TYPE_LABELS,
  type JobCategory,
  type JobStatus,
  type JobType,
  LEGAL_KIND_LABELS,
  type LegalKind,
  PAGE_KEY_LABELS,
  type PageKey,
} from "./constants";
import { isScheduled } from "./rules";

export function languageBadge(language: unknown): string {
  return language === "zh" ? "中文" : language === "en" ? "EN" : "未设语言";
}

const day = (value: string | undefined) => value?.slice(0, 10) ?? "";

/**
 * A list preview is prepared from the version the list shows: the draft when there is one. The
 * studio fetches previews in the drafts perspective, which lists a draft under its published
 * `_id` and keeps the draft's own id in `_originalId`: that id is what tells the two apart, so a
 * draft is never called published (issue 29: a new draft listed as "已发布"). A published story
 * with pending edits also shows its draft. `_id` covers previews fetched without a perspective.
 */
export const isDraftId = (id: unknown) => typeof id === "string" && id.startsWith("drafts.");
const isDraft = ({ id, originalId }: { id?: string; originalId?: string }) => isDraftId(originalId) || isDraftId(id);

/** Date and minute in the company's time zone, e.g. "2026-12-01 10:00" (a schedule needs the time). */
export const minute = (value: string) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Shanghai",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(value));

export function newsStatus(publishedAt: string | undefined, now: Date = new Date(), draft = false): string {
  const scheduled = publishedAt !== undefined && isScheduled(publishedAt, now);
  if (draft) {
    if (!publishedAt) return "草稿";
    return scheduled ? `草稿 · 定时 ${minute(publishedAt)}` : `草稿 · 发布时间 ${day(publishedAt)}`;
  }
  if (!publishedAt) return "未设发布时间";
  return scheduled ? `定时发布 ${minute(publishedAt)}（未到时间）` : `已发布 ${day(publishedAt)}`;
}

export function newsPreview(
  {
    id,
    originalId,
    title,
    language,
    publishedAt,
    media,
  }: { id?: string; originalId?: string; title?: string; language?: string; publishedAt?: string; media?: unknown },
  now: Date = new Date(),
) {
  return {
    title: title || "（无标题）",
    subtitle: `${languageBadge(language)} · ${newsStatus(publishedAt, now, isDraft({ id, originalId }))}`,
    media,
  };
}

export function jobPreview(
  value: {
    id?: string;
    originalId?: string;
    title?: string;
    language?: string;
    jobType?: JobType;
    category?: JobCategory;
    status?: JobStatus;
    city?: string;
    validThrough?: string;
  },
  now: Date = new Date(),
) {
  const expired =
    value.status === "open" && value.validThrough !== undefined && value.validThrough < day(now.toISOString());
  const status = value.status ? JOB_STATUS_LABELS[value.status].zh : "未设状态";
  const parts = [
    languageBadge(value.language),
    isDraft(value) ? "草稿" : undefined,
    expired ? `${status}（已过截止日期）` : status,
    value.jobType ? JOB_TYPE_LABELS[value.jobType].zh : undefined,
    value.category ? JOB_CATEGORY_LABELS[value.category].zh : undefined,
    value.city,
  ];
  return { title: value.title || "（无标题）", subtitle: parts.filter(Boolean).join(" · ") };
}

export function pagePreview({ title, language, pageKey }: { title?: string; language?: string; pageKey?: PageKey }) {
  const page = pageKey ? PAGE_KEY_LABELS[pageKey]?.zh : undefined;
  return {
    title: title || page || "（无标题）",
    subtitle: [languageBadge(language), page, pageKey && `/${pageKey}`].filter(Boolean).join(" · "),
  };
}

export function legalPreview({
  title,
  language,
  kind,
  version,
  effectiveDate,
}: {
  title?: string;
  language?: string;
  kind?: LegalKind;
  version?: string;
  effectiveDate?: string;
}) {
  const parts = [
    languageBadge(language),
    kind && LEGAL_KIND_LABELS[kind].zh,
    version && `v${version}`,
    effectiveDate && `${effectiveDate} 生效`,
  ];
  return { title: title || "（无标题）", subtitle: parts.filter(Boolean).join(" · ") };
}
