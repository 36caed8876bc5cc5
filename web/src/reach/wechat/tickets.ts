import type { WeChatConfig } from "@/reach/config";
import type { TicketStore } from "./ticket-store";

// WeChat's access token and jsapi_ticket (both valid 7200 s, both from a request WeChat allows only
// a few thousand times a day): fetched when missing, kept until shortly before they expire, and
// refreshed by one caller at a time. The documented endpoints:
//   GET {base}/cgi-bin/token?grant_type=client_credential&appid=…&secret=…  → { access_token, expires_in }
//   GET {base}/cgi-bin/ticket/getticket?access_token=…&type=jsapi          → { errcode: 0, ticket, expires_in }

/** Kept this much shorter than WeChat says, so a ticket is never used in its last minutes. */
const EXPIRY_MARGIN_MS = 5 * 60_000;
/** How long one refresh may hold the lock (two requests to WeChat, each bounded below). */
const LOCK_MS = 10_000;
const REQUEST_TIMEOUT_MS = 4_000;
/** WeChat's codes for an access token that is invalid or expired: fetch a new one and retry once. */
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001]);

export class WeChatUnavailable extends Error {}

export interface TicketDeps {
  store: TicketStore;
  fetch?: typeof fetch;
  /** How long a caller that did not get the lock waits for the one that did (ms). */
  waitMs?: number;
}

const keys = (appId: string) => ({ token: `token:${appId}`, ticket: `ticket:${appId}`, lock: `lock:${appId}` });

/** Per store (one per process), one refresh per app at a time: concurrent callers share it. */
const refreshes = new WeakMap<TicketStore, Map<string, Promise<string>>>();

/** The current jsapi_ticket: from the store, or fetched from WeChat by exactly one caller. */
export async function jsapiTicket(config: WeChatConfig, deps: TicketDeps): Promise<string> {
  const k = keys(config.appId);
  const cached = await deps.store.get(k.ticket);
  if (cached) return cached;
  const refreshing = refreshes.get(deps.store) ?? new Map<string, Promise<string>>();
  refreshes.set(deps.store, refreshing);
  let running = refreshing.get(config.appId);
  if (!running) {
    running = refreshOnce(config, deps).finally(() => refreshing.delete(config.appId));
    refreshing.set(config.appId, running);
  }
  return running;
}

async function refreshOnce(config: WeChatConfig, deps: TicketDeps): Promise<string> {
  const k = keys(config.appId);
  if (await deps.store.lock(k.lock, LOCK_MS)) {
    try {
      return await fetchTicket(config, deps);
    } finally {
      await deps.store.unlock(k.lock).catch(() => {});
    }
  }
  // Another instance is refreshing: its ticket appears in the store within its lock's lifetime.
  const deadline = Date.now() + (deps.waitMs ?? LOCK_MS);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ticket = await deps.store.get(k.ticket);
    if (ticket) return ticket;
  }
  throw new WeChatUnavailable("another instance is refreshing the jsapi_ticket and has not finished");
}

async function fetchTicket(config: WeChatConfig, deps: TicketDeps): Promise<string> {
  const k = keys(config.appId);
  let token = await accessToken(config, deps, false);
  let answer = await call(
    deps,
    `${config.apiBase}/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(token)}&type=jsapi`,
  );
  if (STALE_TOKEN_CODES.has(Number(answer.errcode))) {
    token = await accessToken(config, deps, true);
    answer = await call(
      deps,
      `${config.apiBase}/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(token)}&type=jsapi`,
    );
  }
  if (Number(answer.errcode ?? 0) !== 0 || typeof answer.ticket !== "string") {
    throw new WeChatUnavailable(`getticket refused: ${answer.errcode} ${answer.errmsg ?? ""}`.trim());
  }
  await deps.store.set(k.ticket, answer.ticket, lifetimeMs(answer.expires_in));
  return answer.ticket;
}

async function accessToken(config: WeChatConfig, deps: TicketDeps, fresh: boolean): Promise<string> {
  const k = keys(config.appId);
  if (!fresh) {
    const cached = await deps.store.get(k.token);
    if (cached) return cached;
  }
  const query = new URLSearchParams({ grant_type: "client_credential", appid: config.appId, secret: config.appSecret });
  const answer = await call(deps, `${config.apiBase}/cgi-bin/token?${query}`);
  if (typeof answer.access_token !== "string") {
    throw new WeChatUnavailable(`token refused: ${answer.errcode} ${answer.errmsg ?? ""}`.trim());
  }
  await deps.store.set(k.token, answer.access_token, lifetimeMs(answer.expires_in));
  return answer.access_token;
}

/** How long to keep what WeChat gave: its expires_in less the margin, at least one second. */
function lifetimeMs(expiresIn: unknown): number {
  const seconds = Number(expiresIn) > 0 ? Number(expiresIn) : 7200;
  return Math.max(1000, seconds * 1000 - Math.min(EXPIRY_MARGIN_MS, (seconds * 1000) / 2));
}

type WeChatAnswer = Record<string, unknown> & { errcode?: number; errmsg?: string };

async function call(deps: TicketDeps, url: string): Promise<WeChatAnswer> {
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new WeChatUnavailable(`WeChat's API unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new WeChatUnavailable(`WeChat's API answered ${response.status}`);
  try {
    return (await response.json()) as WeChatAnswer;
  } catch {
    throw new WeChatUnavailable("WeChat's API answered something other than JSON");
  }
}
