import { JOB_CATEGORY_LABELS, JOB_TYPE_LABELS, type JobCategory, type JobType } from "@wafer/schemas/constants";
import { documentRoute } from "@wafer/schemas/paths";
import { type Locale, localePath } from "@/i18n/config";
import { chinaDate } from "@/i18n/format";

/** What a search result is; results are grouped by it. Legal texts count as pages. */
export const SEARCH_KINDS = ["news", "job", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One searchable item, flattened from a content document. */
export interface SearchRecord {
  id: string;
  kind: SearchKind;
  locale: Locale;
  title: string;
  /** Everything else a visitor may search for, as plain text: excerpt first, then body. */
  text: string;
  /** The item's page in the record's locale. */
  url: string;
  /** News: publishedAt; jobs: postedAt. Shown on the card, and newer news wins a tie. */
  date?: string;
  /** News: not shown before this instant. */
  publishedAt?: string;
  /** Jobs: last day (YYYY-MM-DD, China time) the job is open. */
  validThrough?: string;
  /** Short facts shown on the card, e.g. a job's city and category. */
  meta: string[];
}

// The shape SEARCH_DOCUMENTS_QUERY returns: the union of the fields of the types it reads.
interface PortableSpan {
  text?: string;
}
interface PortableBlock {
  _type?: string;
  children?: PortableSpan[];
  caption?: string;
  alt?: string;
  rows?: { cells?: string[] }[];
}
export interface SearchDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _updatedAt?: string;
  language?: string | null;
  title?: string | null;
  slug?: string | null;
  // news
  publishedAt?: string | null;
  excerpt?: string | null;
  body?: PortableBlock[] | null;
  tags?: string[] | null;
  // page
  pageKey?: string | null;
  heroTitle?: string | null;
  intro?: string | null;
  sections?:
    | {
        heading?: string | null;
        subheading?: string | null;
        body?: PortableBlock[] | null;
        items?: { figure?: string | null; title?: string | null; text?: string | null }[] | null;
      }[]
    | null;
  // job
  jobType?: string | null;
  category?: string | null;
  city?: string | null;
  education?: string | null;
  postedAt?: string | null;
  validThrough?: string | null;
  status?: string | null;
  responsibilities?: PortableBlock[] | null;
  requirements?: PortableBlock[] | null;
  benefits?: PortableBlock[] | null;
  // legalDocument
  kind?: string | null;
  // product (one document for both languages: its fields come in the query's language)
  summary?: string | null;
  specifications?: { parameter?: string | null; value?: string | null }[] | null;
  applications?: (string | null)[] | null;
  diameter?: string | null;
}

/** Plain text of Portable Text: text blocks, figure captions and alt texts, table cells. */
export function portableText(blocks: PortableBlock[] | null | undefined): string {
  if (!Array.isArray(blocks)) return "";
  const lines: string[] = [];
  for (const block of blocks) {
    if (Array.isArray(block.children)) {
      lines.push(block.children.map((span) => span.text ?? "").join(""));
    } else if (Array.isArray(block.rows)) {
      for (const row of block.rows) lines.push((row.cells ?? []).join(" "));
    } else {
      for (const value of [block.caption, block.alt]) if (value) lines.push(value);
    }
  }
  return lines.filter((line) => line.trim() !== "").join("\n");
}

/** The site path (without locale prefix) of a document; null when it has no page of its own. */
export const documentPath = (doc: SearchDocument): string | null => documentRoute(doc);

const KIND_OF_TYPE: Record<string, SearchKind> = {
  news: "news",
  job: "job",
  page: "page",
  legalDocument: "page",
  product: "page",
  // An editor's page (issue 42): a page like the others.
  sitePage: "page",
};

const joinText = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === "string" && part.trim() !== "").join("\n");

function jobMeta(doc: SearchDocument, locale: Locale): string[] {
  const type = JOB_TYPE_LABELS[doc.jobType as JobType]?.[locale];
  const category = JOB_CATEGORY_LABELS[doc.category as JobCategory]?.[locale];
  return [doc.city, category, type].filter((value): value is string => !!value);
}

/**
 * A content document as a search record, or null when it cannot be a result: another language,
 * no title, or no page to link to. Whether it is published yet is decided at query time.
 */
export function toRecord(doc: SearchDocument, locale: Locale): SearchRecord | null {
  const kind = KIND_OF_TYPE[doc._type];
  const path = documentPath(doc);
  const title = doc.title?.trim();
  // A product is one document in both languages (localized fields): the query read its locale.
  const language = doc._type === "product" ? locale : doc.language;
  if (!kind || !path || !title || language !== locale) return null;
  const base = { id: doc._id, kind, locale, title, url: localePath(locale, path) };
  switch (doc._type) {
    case "news":
      return {
        ...base,
        text: joinText(doc.excerpt, portableText(doc.body), (doc.tags ?? []).join(" ")),
        date: doc.publishedAt ?? undefined,
        publishedAt: doc.publishedAt ?? undefined,
        meta: [],
      };
    case "job": {
      const meta = jobMeta(doc, locale);
      return {
        ...base,
        // Duties first: a snippet without a match in the text shows its beginning.
        text: joinText(
          portableText(doc.responsibilities),
          portableText(doc.requirements),
          portableText(doc.benefits),
          doc.education,
          meta.join(" · "),
        ),
        date: doc.postedAt ?? undefined,
        validThrough: doc.validThrough ?? undefined,
        meta,
      };
    }
    case "page":
    case "sitePage":
      return {
        ...base,
        text: joinText(
          doc.heroTitle,
          doc.intro,
          ...(doc.sections ?? []).flatMap((section) => [
            section.heading,
            section.subheading,
            portableText(section.body),
            ...(section.items ?? []).flatMap((item) => [item.figure, item.title, item.text]),
          ]),
        ),
        meta: [],
      };
    case "product":
      return {
        ...base,
        text: joinText(
          doc.summary,
          (doc.applications ?? []).filter(Boolean).join(" "),
          ...(doc.specifications ?? []).map((row) => `${row.parameter ?? ""} ${row.value ?? ""}`),
        ),
        meta: [doc.diameter].filter((value): value is string => !!value),
      };
    default:
      return { ...base, text: portableText(doc.body), meta: [] };
  }
}

/**
 * Whether a record may be shown now: news once published, jobs until their last day. `today` is
 * `chinaDate(now)`, computed once per search by the caller (a date formatter is not free).
 */
export function isVisible(record: SearchRecord, now: Date, today = chinaDate(now)): boolean {
  if (record.publishedAt && Date.parse(record.publishedAt) > now.getTime()) return false;
  if (record.kind === "news" && !record.publishedAt) return false;
  if (record.validThrough && record.validThrough < today) return false;
  return true;
}
