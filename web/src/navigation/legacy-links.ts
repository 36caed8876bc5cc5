import { htmlLang, type Locale, localePath } from "@/i18n/config";
import { getDictionary } from "@/i18n/dictionary";

// The spec's query-string detail links (/newsdetail?id=…, /jobdetail?id=…) answer from route
// handlers: a page cannot send a real 308 once the layout has started streaming. A handler cannot
// render the app's 404 page either, so an unknown id gets this small page with the same texts.

export function permanentRedirectResponse(location: string): Response {
  return new Response(null, { status: 308, headers: { location } });
}

export async function notFoundResponse(locale: Locale): Promise<Response> {
  const { errors } = await getDictionary(locale);
  const t = { lang: htmlLang[locale], title: errors.notFound, back: errors.backHome };
  const html = `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404 | ${errors.notFoundTitle}</title><style>body{font-family:-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;display:grid;place-content:center;min-height:100vh;margin:0;text-align:center;color:#0b1b2f}a{color:#0a4d8c}</style></head><body><main><p>404</p><h1>${t.title}</h1><p><a href="${localePath(locale, "/")}">${t.back}</a></p></main></body></html>`;
  return new Response(html, { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
}
