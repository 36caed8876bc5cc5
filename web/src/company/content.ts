import "server-only";
import {
  LEGAL_DOCUMENT_QUERY,
  MEDIA_CONTACTS_QUERY,
  NEWS_BY_ID_QUERY,
  PAGE_COPY_QUERY,
  PRODUCTS_QUERY,
  SITE_CONTACT_QUERY,
  TEAM_QUERY,
  TIMELINE_QUERY,
} from "@/content/queries";
import { contentSource } from "@/content/source";
import { listTag } from "@/content/tags";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/config";
import type { ImageRef } from "@/media/image";
import { FALLBACK_COPY } from "./copy";
import type { LegalKind, PageKey } from "./keys";

export interface PageLink {
  label: string;
  href: string;
}
export interface SectionItem {
  _key: string;
  figure?: string | null;
  title: string;
  text?: string | null;
  image?: ImageRef | null;
  link?: PageLink | null;
}
export interface PageSection {
  _key: string;
  key: string;
  heading: string;
  subheading?: string | null;
  body?: unknown[] | null;
  image?: ImageRef | null;
  link?: PageLink | null;
  items?: SectionItem[] | null;
}
export interface PageCopy {
  _id?: string;
  language: Locale;
  title: string;
  heroTitle?: string | null;
  intro?: string | null;
  heroImage?: ImageRef | null;
  seoDescription?: string | null;
  sections?: PageSection[] | null;
}

/** Picks the locale's document, else the Chinese one (English falls back to Chinese). */
function pickLocale<T extends { language: Locale }>(docs: T[] | null, locale: Locale): T | null {
  const list = docs ?? [];
  return list.find((doc) => doc.language === locale) ?? list.find((doc) => doc.language === DEFAULT_LOCALE) ?? null;
}

/**
 * The copy of a company page: the CMS document in the locale, else the Chinese document, else the
 * built-in copy, so every route answers with a heading even before its document is written.
 */
export async function pageCopy(locale: Locale, key: PageKey): Promise<PageCopy> {
  return (await pageContent(locale, key)).copy;
}

/** The page copy plus the site's short name and description, for the page's metadata. */
export async function pageContent(locale: Locale, key: PageKey) {
  // The site settings come with the copy: metadata needs them, and a result that holds a document
  // is not cached as "nothing found" (which every publish would expire) while the page's own
  // document is yet to be written; `list:page` brings that document in when it is published.
  const result = await contentSource().fetch<{
    docs: PageCopy[] | null;
    site: { _id: string; shortName?: string | null; description?: string | null } | null;
  }>({
    query: PAGE_COPY_QUERY,
    params: { key, locale },
    tags: [listTag("page")],
  });
  return { copy: pickLocale(result.docs, locale) ?? FALLBACK_COPY[key][locale], site: result.site };
}

/** The section of a page with the given key, if the editors kept it. */
export function section(copy: PageCopy, key: string): PageSection | undefined {
  return copy.sections?.find((candidate) => candidate.key === key);
}

export interface SiteContact {
  _id: string;
  companyName: string;
  shortName: string;
  description?: string;
  phones?: { _key: string; label: string; number: string }[] | null;
  emails?: { _key: string; label: string; address: string }[] | null;
  addresses?: { _key: string; label: string; address: string }[] | null;
}

export async function siteContact(locale: Locale): Promise<SiteContact | null> {
  return contentSource().fetch<SiteContact | null>({ query: SITE_CONTACT_QUERY, params: { locale } });
}

export interface Product {
  _id: string;
  diameter: "200mm" | "300mm";
  waferType: string;
  slug: string;
  name: string;
  summary: string;
  applications?: { _key: string; label: string }[] | null;
  specifications?: { _key: string; parameter: string; value: string }[] | null;
  image?: ImageRef | null;
}

export async function products(locale: Locale): Promise<Product[]> {
  const list = await contentSource().fetch<Product[] | null>({
    query: PRODUCTS_QUERY,
    params: { locale },
    tags: [listTag("product")],
  });
  return list ?? [];
}

export interface TeamMember {
  _id: string;
  name: string;
  role: string;
  biography?: string | null;
  photo?: ImageRef | null;
}

export async function team(locale: Locale): Promise<TeamMember[]> {
  const list = await contentSource().fetch<TeamMember[] | null>({
    query: TEAM_QUERY,
    params: { locale },
    tags: [listTag("teamMember")],
  });
  return list ?? [];
}

export interface TimelineEvent {
  _id: string;
  date: string;
  title: string;
  text?: string | null;
}

export async function timeline(locale: Locale): Promise<TimelineEvent[]> {
  const list = await contentSource().fetch<TimelineEvent[] | null>({
    query: TIMELINE_QUERY,
    params: { locale },
    tags: [listTag("timelineEvent")],
  });
  return list ?? [];
}

export interface MediaContact {
  _id: string;
  name: string;
  role: string;
  region?: string | null;
  phone?: string | null;
  email?: string | null;
}

export async function mediaContacts(locale: Locale): Promise<MediaContact[]> {
  const list = await contentSource().fetch<MediaContact[] | null>({
    query: MEDIA_CONTACTS_QUERY,
    params: { locale },
    tags: [listTag("mediaContact")],
  });
  return list ?? [];
}

export interface LegalDocument {
  _id: string;
  language: Locale;
  kind: LegalKind;
  title: string;
  effectiveDate?: string | null;
  version?: string | null;
  body?: unknown[] | null;
}

export async function legalDocument(locale: Locale, kind: LegalKind): Promise<LegalDocument | null> {
  const docs = await contentSource().fetch<LegalDocument[] | null>({
    query: LEGAL_DOCUMENT_QUERY,
    params: { kind, locale },
    tags: [listTag("legalDocument")],
  });
  return pickLocale(docs, locale);
}

export async function newsById(id: string) {
  return contentSource().fetch<{ _id: string; language: Locale; slug: string | null } | null>({
    query: NEWS_BY_ID_QUERY,
    params: { id },
  });
}

/** A calendar date (YYYY-MM-DD) in the locale's long format, without time-zone drift. */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : "en-GB", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
