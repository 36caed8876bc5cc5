import "server-only";
import { productDetail } from "@/catalogue/content";
import { pageContent } from "@/company/content";
import type { Locale } from "@/i18n/config";
import { FALLBACK_DESCRIPTION } from "@/metadata/metadata";
import { newsDetail } from "@/news/news";
import { jobDetail } from "@/recruitment/jobs";
import { recruitmentMessages } from "@/recruitment/messages";
import { sitePage } from "@/site-pages/content";
import { findIndexablePage, indexablePageTitle } from "./pages";

export interface OgText {
  siteName: string;
  kicker: string;
  title: string;
  footer: string;
}

const TAGLINE: Record<Locale, string> = {
  zh: "200mm / 300mm 集成电路硅片",
  en: "200mm and 300mm IC silicon wafers",
};

/** What the preview image of a page says: its title and section, or null for no such page. */
export async function ogTitle(locale: Locale, pagePath: string): Promise<OgText | null> {
  const { site } = await pageContent(locale, "home");
  const siteName = site?.shortName || (locale === "zh" ? "硅晶半导体" : "SCS");
  const base = { siteName, footer: TAGLINE[locale] };
  const news = /^\/news\/([^/]+)$/.exec(pagePath);
  if (news?.[1]) {
    const item = await newsDetail(locale, news[1]);
    const list = findIndexablePage("/news");
    return item && list ? { ...base, kicker: await indexablePageTitle(locale, list), title: item.title } : null;
  }
  // A product's card: its name under the catalogue's title (issue 43: product pages named an image
  // that answered 404).
  const product = /^\/product\/([^/]+)$/.exec(pagePath);
  if (product?.[1]) {
    const item = await productDetail(locale, product[1]);
    const list = findIndexablePage("/product");
    return item && list ? { ...base, kicker: await indexablePageTitle(locale, list), title: item.name } : null;
  }
  const job = /^\/jobs\/([^/]+)$/.exec(pagePath);
  if (job?.[1]) {
    const item = await jobDetail(locale, job[1]);
    if (!item) return null;
    const kicker = recruitmentMessages(locale)[item.jobType === "social" ? "society" : "campus"].title;
    return { ...base, kicker, title: item.title };
  }
  // Later pages of the news list share the list's image.
  const page = findIndexablePage(/^\/news\/page\/\d+$/.test(pagePath) ? "/news" : pagePath);
  if (!page) {
    // An editor's page (issue 42), one segment: its title under the site's name.
    const editors = /^\/([a-z0-9-]+)$/.exec(pagePath);
    const item = editors?.[1] ? await sitePage(locale, editors[1]) : null;
    return item ? { ...base, kicker: siteName, title: item.title } : null;
  }
  if (pagePath === "/") {
    return { ...base, kicker: FALLBACK_DESCRIPTION[locale].split(/[，:：]/)[0] ?? "", title: siteName };
  }
  return { ...base, kicker: siteName, title: await indexablePageTitle(locale, page) };
}
