import { NEWS_FEED_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { FEED_TAG, listTag } from "@/content/tags";
import { isLocale, localePath } from "@/i18n/config";
import { siteUrl } from "@/seo/site-url";

// RSS 2.0 feeds of company news: /feed/zh.xml and /feed/en.xml.

export function generateStaticParams() {
  return [{ file: "zh.xml" }, { file: "en.xml" }];
}

const TITLE = { zh: "公司新闻", en: "Company news" } as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const locale = (await params).file.replace(/\.xml$/, "");
  if (!isLocale(locale)) return new Response("Not found", { status: 404 });
  const items = await contentSource().fetch({
    query: NEWS_FEED_QUERY,
    params: { locale },
    tags: [FEED_TAG, listTag("news")],
  });
  const base = siteUrl();
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
<title>${escapeXml(TITLE[locale])}</title>
<link>${base}${localePath(locale, "/news")}</link>
<description>${escapeXml(TITLE[locale])}</description>
<language>${locale === "zh" ? "zh-CN" : "en"}</language>
${items
  .map(
    (item) => `<item>
<title>${escapeXml(item.title)}</title>
<link>${base}${localePath(locale, `/news/${item.slug}`)}</link>
<guid isPermaLink="false">${escapeXml(item._id)}</guid>
<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>
${item.excerpt ? `<description>${escapeXml(item.excerpt)}</description>` : ""}
</item>`,
  )
  .join("\n")}
</channel></rss>
`;
  return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
}
