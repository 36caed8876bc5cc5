import { sharedRedis } from "@/config/redis";
import { siteUrl } from "@/config/site-url";
import { boundedMemoryLimiter, type Limiter, redisLimiter } from "@/forms/server/rate-limit";
import { clientIp, rateLimitKey } from "@/http/client-ip";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/config";
import { messages } from "@/i18n/messages";
import { errorField, log } from "@/ops/log";
import { redisUrl, type WeChatConfig, weChatConfig } from "@/reach/config";
import { jsapiSignature, newNonce, withoutFragment } from "./signature";
import { ticketStore } from "./ticket-store";
import { jsapiTicket, WeChatUnavailable } from "./tickets";

// GET /api/wechat/signature?url=<page URL>: what a page opened in WeChat passes to wx.config. It
// signs only addresses of this site (a signature is a capability: with it any page could claim to
// be ours inside WeChat), answers 404 while WeChat is not configured, and is rate-limited per
// address like the site's other APIs.

/** Signature requests per address and window: a page asks once per visit and navigation. */
const REQUESTS_PER_WINDOW = 120;
const WINDOW_SECONDS = 600;
const MAX_URL_LENGTH = 2048;

const words = messages({
  zh: {
    notConfigured: "本站未配置微信分享。",
    badUrl: "只能为本站的网页地址签名。",
    tooMany: "请求过于频繁，请稍后再试。",
    unavailable: "暂时无法连接微信，请稍后再试。",
  },
  en: {
    notConfigured: "WeChat sharing is not configured on this site.",
    badUrl: "Only addresses of this site can be signed.",
    tooMany: "Too many requests; please try again later.",
    unavailable: "WeChat cannot be reached right now; please try again later.",
  },
});

type Reason = keyof ReturnType<typeof words>;

const state = globalThis as unknown as { __waferWeChatLimit?: { url: string; limiter: Limiter } };

function limiter(): Limiter {
  const url = redisUrl();
  if (state.__waferWeChatLimit?.url !== url) {
    const redis = sharedRedis();
    state.__waferWeChatLimit = {
      url,
      limiter: redis
        ? redisLimiter(redis.client, "wechat-signature", REQUESTS_PER_WINDOW, WINDOW_SECONDS)
        : boundedMemoryLimiter(REQUESTS_PER_WINDOW, WINDOW_SECONDS),
    };
  }
  return state.__waferWeChatLimit.limiter;
}

/** The page's language, from its path (`/en/…` is English; everything else is the default). */
function localeOf(url: URL | null): Locale {
  return url && /^\/en(\/|$)/.test(url.pathname) ? "en" : DEFAULT_LOCALE;
}

const refuse = (status: number, reason: Reason, locale: Locale, headers: Record<string, string> = {}) =>
  Response.json(
    { error: reason, message: words(locale)[reason] },
    { status, headers: { "cache-control": "no-store", ...headers } },
  );

/** The page address to sign when it is one of this site's, else null. */
export function siteAddress(raw: string | null, origin = siteUrl()): URL | null {
  if (!raw || raw.length > MAX_URL_LENGTH) return null;
  const url = URL.parse(withoutFragment(raw));
  const own = URL.parse(origin);
  if (!url || !own || url.origin !== own.origin || url.username || url.password) return null;
  return url;
}

export async function answerSignature(
  request: Request,
  config: WeChatConfig | null = weChatConfig(),
): Promise<Response> {
  const raw = new URL(request.url).searchParams.get("url");
  const page = siteAddress(raw);
  const locale = localeOf(page ?? URL.parse(raw ?? ""));
  if (!config) return refuse(404, "notConfigured", locale);
  const wait = await limiter().take(rateLimitKey(clientIp(request.headers)));
  if (wait > 0) return refuse(429, "tooMany", locale, { "retry-after": String(Math.ceil(wait / 1000)) });
  if (!page) return refuse(400, "badUrl", locale);
  try {
    const ticket = await jsapiTicket(config, { store: ticketStore() });
    const nonceStr = newNonce();
    const timestamp = Math.floor(Date.now() / 1000);
    // The address as a browser spells location.href (WHATWG-normalised), which is what WeChat
    // compares; signing the normalised form also means only an address of this origin is signed.
    const url = page.href;
    return Response.json(
      { appId: config.appId, timestamp, nonceStr, signature: jsapiSignature({ ticket, nonceStr, timestamp, url }) },
      { headers: { "cache-control": "no-store" } },
    );
  } catch (error) {
    if (!(error instanceof WeChatUnavailable)) throw error;
    log("wechat").warn({ err: errorField(error) }, "jsapi_ticket unavailable");
    return refuse(503, "unavailable", locale, { "retry-after": "30" });
  }
}
