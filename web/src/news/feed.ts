import { stegaClean } from "@sanity/client/stega";
import { documentPath } from "@wafer/schemas/paths";
import { connection } from "next/server";
import { absoluteUrl } from "@/config/site-url";
import { NEWS_FEED_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { FEED_TAG, listTag } from "@/content/tags";
import { htmlLang, isLocale, localePath } from "@/i18n/config";
import { escapeXml, FEED_TITLE, feedPath, rfc822 } from "@/metadata/feeds";

// RSS 2.0 feeds of company news: /feed/zh.xml and /feed/en.xml. Answered per request (the query
// itself is cached): the links carry SITE_URL as the running server knows it, not as the build did.

/** The response for /feed/<file>: the feed of `zh.xml` or `en.xml`, 404 for anything else. */
export async function newsFeedResponse(file: string): Promise<Response> {
  await connection();
  const locale = file.replace(/\.xml$/, "");
  if (!isLocale(locale)) return new Response("Not found", { status: 404 });
  const items = await contentSource().fetch({
    query: NEWS_FEED_QUERY,
    params: { locale },
    tags: [FEED_TAG, listTag("news")],
  });
  const title = escapeXml(FEED_TITLE[locale]);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<title>${title}</title>
<link>${absoluteUrl(localePath(locale, "/news"))}</link>
<atom:link href="${absoluteUrl(feedPath(locale))}" rel="self" type="application/rss+xml"/>
<description>${title}</description>
<language>${htmlLang[locale]}</language>
${items[0] ? `<lastBuildDate>${rfc822(items[0].publishedAt)}</lastBuildDate>` : ""}
${items
  .map(
    (item) => `<item>
<title>${escapeXml(item.title)}</title>
<link>${absoluteUrl(documentPath({ _type: "news", slug: item.slug }, locale))}</link>
<guid isPermaLink="false">${escapeXml(item._id)}</guid>
<pubDate>${rfc822(item.publishedAt)}</pubDate>
${item.excerpt ? `<description>${escapeXml(item.excerpt)}</description>` : ""}
</item>`,
  )
  .join("\n")}
</channel></rss>
`;
  // Drafts (draft mode) carry stega characters: never in a feed (content/stega.ts).
  return new Response(stegaClean(xml), { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
}
