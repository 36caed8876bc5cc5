import type { BaiduPushConfig, IndexNowConfig } from "@/reach/config";

// The two push APIs, one request each, and what their answers mean for the queue.
//
// Baidu 普通收录 (ziyuan.baidu.com → 普通收录 → API提交): POST text/plain, one URL per line, to
// {base}/urls?site=<site>&token=<token>. 200 {"success": n, "remain": r, "not_same_site": [...],
// "not_valid": [...]}; 400 {"error": 400, "message": "over quota"} when the day's quota is used
// up (other messages: "site init fail", "token is not valid", "empty content", ...).
//
// IndexNow (indexnow.org/documentation): POST application/json {host, key, keyLocation, urlList}
// to an engine's /indexnow. 200/202: received; 400 bad request; 403 key not valid (the key file
// is missing or differs); 422 URLs not of the host; 429 too many requests.

const TIMEOUT_MS = 15_000;

export type PushOutcome =
  /** Taken. `refused`: URLs of the batch the engine will never take (another site, invalid). */
  | { kind: "sent"; refused: string[]; remain?: number }
  /** The day's quota is used up: send nothing more until tomorrow, keep the URLs waiting. */
  | { kind: "quota"; message: string }
  /** Try again later with a backoff. */
  | { kind: "failed"; message: string };

type Fetch = typeof fetch;

async function post(fetcher: Fetch, url: string, init: RequestInit): Promise<Response | string> {
  try {
    return await fetcher(url, { ...init, method: "POST", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    return `unreachable: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export async function pushToBaidu(
  config: BaiduPushConfig,
  urls: string[],
  fetcher: Fetch = fetch,
): Promise<PushOutcome> {
  const endpoint = `${config.apiBase}/urls?${new URLSearchParams({ site: config.site, token: config.token })}`;
  const response = await post(fetcher, endpoint, { headers: { "content-type": "text/plain" }, body: urls.join("\n") });
  if (typeof response === "string") return { kind: "failed", message: `baidu ${response}` };
  const text = await response.text().catch(() => "");
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {}
  const message = String(body.message ?? text.slice(0, 200));
  if (!response.ok) {
    if (/over quota/i.test(message)) return { kind: "quota", message: `baidu: ${message}` };
    return { kind: "failed", message: `baidu answered ${response.status}: ${message}` };
  }
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((u): u is string => typeof u === "string") : [];
  const remain = Number(body.remain);
  return {
    kind: "sent",
    refused: [...list(body.not_same_site), ...list(body.not_valid)],
    remain: Number.isFinite(remain) ? remain : undefined,
  };
}

export async function pushToIndexNow(
  config: IndexNowConfig,
  siteUrl: string,
  urls: string[],
  fetcher: Fetch = fetch,
): Promise<PushOutcome> {
  const host = new URL(siteUrl).host;
  const body = JSON.stringify({ host, key: config.key, keyLocation: `${siteUrl}/${config.key}.txt`, urlList: urls });
  const response = await post(fetcher, config.endpoint, {
    headers: { "content-type": "application/json; charset=utf-8" },
    body,
  });
  if (typeof response === "string") return { kind: "failed", message: `indexnow ${response}` };
  const text = (await response.text().catch(() => "")).slice(0, 200);
  if (response.status === 200 || response.status === 202) return { kind: "sent", refused: [] };
  // 422: these URLs are not of the host the key belongs to; sending them again changes nothing.
  if (response.status === 422) return { kind: "sent", refused: urls };
  return { kind: "failed", message: `indexnow answered ${response.status}${text ? `: ${text}` : ""}` };
}
