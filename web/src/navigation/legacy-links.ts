import { type Locale, localePath } from "@/i18n/config";

// The spec's query-string detail links (/newsdetail?id=…, /jobdetail?id=…) answer from route
// handlers: a page cannot send a real 308 once the layout has started streaming. A handler cannot
// render the app's 404 page either, so an unknown id gets this small page with the same texts.

const NOT_FOUND = {
  zh: { lang: "zh-CN", title: "找不到该页面", back: "返回首页" },
  en: { lang: "en", title: "This page could not be found", back: "Back to the home page" },
} as const;

export function permanentRedirectResponse(location: string): Response {
  return new Response(null, { status: 308, headers: { location } });
}

export function notFoundResponse(locale: Locale): Response {
  const t = NOT_FOUND[locale];
  const html = `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404 | ${t.title}</title><style>body{font-family:-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;display:grid;place-content:center;min-height:100vh;margin:0;text-align:center;color:#0b1b2f}a{color:#0a4d8c}</style></head><body><main><p>404</p><h1>${t.title}</h1><p><a href="${localePath(locale, "/")}">${t.back}</a></p></main></body></html>`;
  return new Response(html, { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
}
