// The environment of the site's reach (issue 43): WeChat's share card, Baidu's push API and
// IndexNow. Read here and nowhere else, so that the variables can move into the site's
// configuration schema as one block. Each part is off until its variables are set.

const text = (name: string): string | undefined => process.env[name]?.trim() || undefined;
const base = (name: string, fallback: string): string => (text(name) ?? fallback).replace(/\/+$/, "");

export interface WeChatConfig {
  appId: string;
  appSecret: string;
  /** WeChat's API (tests point it at a local stand-in). */
  apiBase: string;
}

/** WeChat's official account credentials, or null when the share card is off. */
export function weChatConfig(): WeChatConfig | null {
  const appId = text("WECHAT_APP_ID");
  const appSecret = text("WECHAT_APP_SECRET");
  if (!appId || !appSecret) return null;
  return { appId, appSecret, apiBase: base("WECHAT_API_BASE", "https://api.weixin.qq.com") };
}

export interface BaiduPushConfig {
  /** The site as registered in Baidu's search resource platform (`https://www.example.com`). */
  site: string;
  token: string;
  /** Baidu's push API (tests point it at a local stand-in). */
  apiBase: string;
}

/** Baidu's 普通收录 push, or null when it is off. */
export function baiduPushConfig(): BaiduPushConfig | null {
  const site = text("BAIDU_PUSH_SITE");
  const token = text("BAIDU_PUSH_TOKEN");
  if (!site || !token) return null;
  return { site, token, apiBase: base("BAIDU_PUSH_BASE", "http://data.zz.baidu.com") };
}

/** IndexNow's key: 8 to 128 letters, digits and dashes (the protocol's rule). */
export const INDEXNOW_KEY_PATTERN = /^[A-Za-z0-9-]{8,128}$/;

export interface IndexNowConfig {
  key: string;
  /** Where URLs are posted (any engine's endpoint; api.indexnow.org shares them with all). */
  endpoint: string;
}

/** IndexNow, or null when it is off (no key, or one the protocol would refuse). */
export function indexNowConfig(): IndexNowConfig | null {
  const key = text("INDEXNOW_KEY");
  if (!key || !INDEXNOW_KEY_PATTERN.test(key)) return null;
  return { key, endpoint: base("INDEXNOW_ENDPOINT", "https://api.indexnow.org/indexnow") };
}

/** How often the push queue's worker looks for due URLs (ms). */
export function pushPollMs(): number {
  const value = Number(process.env.REACH_PUSH_POLL_MS);
  return value > 0 ? value : 30_000;
}
