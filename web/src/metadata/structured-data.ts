import type {
  BreadcrumbList,
  FAQPage,
  JobPosting,
  NewsArticle,
  Organization,
  PostalAddress,
  Product,
  SearchAction,
  WebSite,
  WithContext,
} from "schema-dts";
import { type Locale, otherLocale } from "@/i18n/config";
import { translated } from "@/i18n/messages";

/*
 * Structured data (JSON-LD) built from content, typed with schema-dts: the builders are pure
 * functions of the facts they are given, so unit tests check them against Google's required and
 * recommended properties (web/src/metadata/structured-data.test.ts). URLs passed in are absolute.
 */

type Bilingual = { zh: string; en?: string | null };

/** The company as site settings describe it, in both languages. */
export interface OrganizationFacts {
  url: string;
  logo: string;
  name: Bilingual;
  shortName: Bilingual;
  description?: string | null;
  addresses: { label: string; street: string }[];
  phones: { label: string; number: string }[];
  emails: { label: string; address: string }[];
}

const CHINA = "CN";

/** `上海市浦东新区…` → 上海; English addresses name the city after the last comma. */
export function localityOf(street: string): string | undefined {
  const zh = /^(.{2,3}?)市/.exec(street)?.[1];
  if (zh) return zh;
  const parts = street.split(",").map((part) => part.trim());
  return parts.length > 1 ? parts.at(-1) : undefined;
}

function postalAddress(street: string): PostalAddress {
  const locality = localityOf(street);
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    ...(locality ? { addressLocality: locality, addressRegion: locality } : {}),
    addressCountry: CHINA,
  };
}

function nameIn(locale: Locale, name: Bilingual): string {
  return translated(name, locale);
}

/** The Organization of the home page: names in both languages, logo, addresses, contact points. */
export function organizationJsonLd(org: OrganizationFacts, locale: Locale): WithContext<Organization> {
  const name = nameIn(locale, org.name);
  const other = org.name[otherLocale(locale)];
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${org.url}/#organization`,
    name,
    alternateName: [other, org.shortName.zh, org.shortName.en].filter((value): value is string => Boolean(value)),
    url: org.url,
    logo: org.logo,
    ...(org.description ? { description: org.description } : {}),
    address: org.addresses.map((address) => postalAddress(address.street)),
    ...(org.phones[0] ? { telephone: org.phones[0].number } : {}),
    ...(org.emails[0] ? { email: org.emails[0].address } : {}),
    contactPoint: [
      ...org.phones.map((phone) => ({
        "@type": "ContactPoint" as const,
        contactType: phone.label,
        telephone: phone.number,
        areaServed: CHINA,
        availableLanguage: ["zh-CN", "en"],
      })),
      ...org.emails.map((email) => ({
        "@type": "ContactPoint" as const,
        contactType: email.label,
        email: email.address,
        availableLanguage: ["zh-CN", "en"],
      })),
    ],
  };
}

/** The WebSite of the home page, with the site search (`/news?q=`) as its SearchAction. */
export function websiteJsonLd(
  org: OrganizationFacts,
  locale: Locale,
  homeUrl: string,
  searchUrl: string,
): WithContext<WebSite> {
  const action: SearchAction & { "query-input": string } = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${searchUrl}?q={search_term_string}` },
    "query-input": "required name=search_term_string",
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${homeUrl}#website`,
    name: nameIn(locale, org.shortName),
    alternateName: nameIn(locale, org.name),
    url: homeUrl,
    inLanguage: locale === "zh" ? "zh-CN" : "en",
    publisher: { "@id": `${org.url}/#organization` },
    potentialAction: action,
  };
}

export interface NewsFacts {
  url: string;
  headline: string;
  description?: string | null;
  images: string[];
  datePublished: string;
  dateModified?: string | null;
  locale: Locale;
}

/** A news story: headline, image, dates, and the company as author and publisher (with logo). */
export function newsArticleJsonLd(news: NewsFacts, org: OrganizationFacts): WithContext<NewsArticle> {
  const company: Organization = {
    "@type": "Organization",
    name: nameIn(news.locale, org.name),
    url: org.url,
    logo: { "@type": "ImageObject", url: org.logo },
  };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: { "@type": "WebPage", "@id": news.url },
    url: news.url,
    // Google shows at most 110 characters of a headline.
    headline: news.headline.length > 110 ? `${news.headline.slice(0, 109)}…` : news.headline,
    ...(news.description ? { description: news.description } : {}),
    image: news.images,
    datePublished: news.datePublished,
    dateModified: news.dateModified || news.datePublished,
    inLanguage: news.locale === "zh" ? "zh-CN" : "en",
    author: company,
    publisher: company,
  };
}

export interface JobFacts {
  id: string;
  url: string;
  title: string;
  /** The full description as HTML (Google asks for the whole text, formatted). */
  descriptionHtml: string;
  postedAt?: string | null;
  /** Last day of applications (a date, in China time). */
  validThrough?: string | null;
  status: "open" | "closed";
  /** Still taking applications (status open and last day not past): see `isJobOpen`. */
  open: boolean;
  city?: string | null;
  jobType: "social" | "campus";
  education?: string | null;
  headcount?: number | null;
  locale: Locale;
}

/** `2026-12-31` → the end of that day in China time. */
const endOfChinaDay = (date: string) => `${date}T23:59:59+08:00`;

/** Whether a job takes applications at `now`: open, and its last day not past in China time. */
export function isJobOpen(job: Pick<JobFacts, "status" | "validThrough">, now: Date): boolean {
  if (job.status !== "open") return false;
  if (!job.validThrough) return true;
  return new Date(endOfChinaDay(job.validThrough)).getTime() >= now.getTime();
}

/** An open job as Google for Jobs and Baidu read it; null for a closed or expired one. */
export function jobPostingJsonLd(job: JobFacts, org: OrganizationFacts): WithContext<JobPosting> | null {
  if (!job.open || job.status !== "open" || !job.postedAt) return null;
  const street = org.addresses.find((address) => job.city && address.street.includes(job.city))?.street;
  const address: PostalAddress = street
    ? postalAddress(street)
    : {
        "@type": "PostalAddress",
        ...(job.city ? { addressLocality: job.city, addressRegion: job.city } : {}),
        addressCountry: CHINA,
      };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.descriptionHtml,
    url: job.url,
    identifier: { "@type": "PropertyValue", name: nameIn(job.locale, org.name), value: job.id },
    datePosted: job.postedAt,
    ...(job.validThrough ? { validThrough: endOfChinaDay(job.validThrough) } : {}),
    employmentType: "FULL_TIME",
    hiringOrganization: {
      "@type": "Organization",
      name: nameIn(job.locale, org.name),
      sameAs: org.url,
      logo: org.logo,
    },
    jobLocation: { "@type": "Place", address },
    directApply: true,
    ...(job.education ? { educationRequirements: job.education } : {}),
    ...(job.headcount ? { totalJobOpenings: job.headcount } : {}),
    ...(job.jobType === "campus"
      ? { experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: 0 } }
      : {}),
    inLanguage: job.locale === "zh" ? "zh-CN" : "en",
  } as WithContext<JobPosting>;
}

export interface ProductFacts {
  url: string;
  name: string;
  description: string;
  /** Absolute URL of the product's picture. */
  image?: string | null;
  /** The product's slug: a stable identifier (SKU) across languages. */
  sku: string;
  category: string;
  /** The specification rows: each becomes a PropertyValue a buyer's tools can read. */
  properties: ProductProperty[];
  locale: Locale;
}

/** A specification figure; a measured one carries its numbers and UN/CEFACT unit (C60 Ω·cm, 4H µm, C45 nm). */
export interface ProductProperty {
  name: string;
  value: string;
  min?: number;
  max?: number;
  unitCode?: string;
  unitText?: string;
}

/** A catalogue product: name, picture, the company as brand and manufacturer, its specification. */
export function productJsonLd(product: ProductFacts, org: OrganizationFacts): WithContext<Product> {
  const company: Organization = { "@type": "Organization", name: nameIn(product.locale, org.name), url: org.url };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    url: product.url,
    ...(product.image ? { image: product.image } : {}),
    sku: product.sku,
    category: product.category,
    brand: { "@type": "Brand", name: nameIn(product.locale, org.shortName) },
    manufacturer: company,
    additionalProperty: product.properties.map((property) => ({
      "@type": "PropertyValue",
      name: property.name,
      value: property.value,
      ...(property.min !== undefined ? { minValue: property.min } : {}),
      ...(property.max !== undefined ? { maxValue: property.max } : {}),
      ...(property.unitCode ? { unitCode: property.unitCode, unitText: property.unitText } : {}),
    })),
  };
}

/** Home › section › page: every item named and linked (absolute URLs). */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * The questions of a page's FAQ blocks as one FAQPage (issue 42): each question with its accepted
 * answer, as Google's FAQ rich result reads them. Null when there is none to list.
 */
export function faqPageJsonLd(
  items: { question: string; answer: string }[],
  locale: Locale,
): WithContext<FAQPage> | null {
  if (items.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: locale === "zh" ? "zh-CN" : "en",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
