import { config } from "@/config/env";

// The reach's part of the site's configuration (config/env.ts, docs/reach.md): WeChat's share
// card, Baidu's push API and IndexNow, each off until its variables are set.

const base = (value: string): string => value.replace(/\/+$/, "");

export interface WeChatConfig {
  appId: string;
  appSecret: string;
  /** WeChat's API (tests point it at a local stand-in). */
  apiBase: string;
}

/** WeChat's official account credentials, or null when the share card is off. */
export function weChatConfig(): WeChatConfig | null {
  const { WECHAT_APP_ID: appId, WECHAT_APP_SECRET: appSecret, WECHAT_API_BASE } = config();
  if (!appId || !appSecret) return null;
  return { appId, appSecret, apiBase: base(WECHAT_API_BASE) };
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
  const { BAIDU_PUSH_SITE: site, BAIDU_PUSH_TOKEN: token, BAIDU_PUSH_BASE } = config();
  if (!site || !token) return null;
  return { site: base(site), token, apiBase: base(BAIDU_PUSH_BASE) };
}

export interface IndexNowConfig {
  key: string;
  /** Where URLs are posted (any engine's endpoint; api.indexnow.org shares them with all). */
  endpoint: string;
}

/** IndexNow, or null when it is off. */
export function indexNowConfig(): IndexNowConfig | null {
  const { INDEXNOW_KEY: key, INDEXNOW_ENDPOINT } = config();
  return key ? { key, endpoint: base(INDEXNOW_ENDPOINT) } : null;
}

/** How often the push queue's worker looks for due URLs (ms). */
export const pushPollMs = (): number => config().REACH_PUSH_POLL_MS;

/** Whether REDIS_URL is set (the ticket store and the signature limit are shared then). */
export const redisUrl = (): string => config().REDIS_URL ?? "";
