// The hostile gate's cases, keyed by route (issue 40, "a hostile gate that grows with the product").
// Every route of the site (read from web/src/app by scripts/gate/routes.ts) and of the lake (its
// route table, lake/src/routes.ts) must have an entry here: scripts/gate/route-inventory.test.ts
// fails otherwise, so a new route cannot ship without its hostile case. gate.spec.ts sends each
// entry the same generated attacks (oversized bodies, declared and chunked; slow headers and
// bodies; huge headers and query strings; malformed percent-encoding and invalid UTF-8; a gzip
// bomb where a body is read) and, to the routes that remember something, many distinct keys.
// Plain data, no Playwright import: the unit test reads it too.
import { seedDeclarationFile, seedPictureFile } from "../../scripts/test-support/seed-pictures";

/** A real picture of the seed, served by the site's /media and the lake's /images. */
const TEAM_PICTURE = seedPictureFile("team-zhao-jing.png");
/** A real declaration PDF of the seed, served by the site's /media/files (issue 45). */
const ROHS_DECLARATION = seedDeclarationFile("rohs-rev-C.pdf");

export type BodyKind = "form" | "multipart" | "json" | "bytes" | null;

export interface RouteCase {
  /** A concrete address of the route: sample values for its dynamic segments. */
  url: string;
  /** The method that reaches the handler (and its body reader, when it has one). */
  method: "GET" | "POST" | "PUT";
  /** What the handler reads from the body; null: none (the attacks' bodies must then be ignored or refused). */
  body: BodyKind;
  /** Headers an honest client sends and the handler checks before it reads (e.g. a same-origin `Origin`). */
  sameOrigin?: boolean;
  /** Sent with the operator endpoint's bearer token (the database lock's), so the attack reaches its reader. */
  operatorToken?: boolean;
  /** Headers sent with every attack, filled in by the spec at run time (the operator token). */
  headers?: Record<string, string>;
  /**
   * Statuses a body over the route's cap may get: 413 by default for a route that reads one;
   * any status below 500 for a route that reads none (it must not hold or parse what it ignores).
   */
  oversized?: number[];
  /** Something this route keeps per key (see REMEMBERING in gate.spec.ts, keyed by this name). */
  remembers?: RememberingName;
  /**
   * Cases that fail only because another helper's fix of issue 40 is not merged on this branch:
   * marked test.fixme with this reason, to be un-marked by the lead after the merge.
   */
  pending?: Partial<Record<CaseName, string>>;
}

export type CaseName =
  | "oversized declared"
  | "oversized chunked"
  | "slow headers"
  | "slow body"
  | "huge headers"
  | "huge query"
  | "malformed encoding"
  | "gzip bomb"
  | "many keys";

export type RememberingName =
  | "visit counter"
  | "altcha challenges"
  | "search queries"
  | "unknown urls"
  | "webhook replay memory"
  | "form rate limits"
  | "inbox sign-in lockout"
  | "lake query cache"
  | "lake key-value store";

/**
 * Whether the site's proxy (web/src/proxy.ts, its `config.matcher`) sees this address. Next reads
 * the whole body of such a request before the proxy answers (it keeps 16 KB of it for the proxy,
 * next.config.ts), so an oversized body there is answered 405 only once it has been sent, or the
 * connection is closed after the site's request timeout: memory stays flat, the sender waits.
 */
export function behindProxy(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  return /^\/(?!api|_next|inbox|counter\/GetCounter|.*\..*)/.test(pathname) || /^\/inbox\/(zh|en)(\/|$)/.test(pathname);
}

const get = (url: string, extra: Partial<RouteCase> = {}): RouteCase => ({ url, method: "GET", body: null, ...extra });

/** The site's routes (paths as web/src/app spells them). */
export const SITE_CASES: Record<string, RouteCase> = {
  "/[locale]": get("/en"),
  "/[locale]/[...rest]": get("/en/no/such/page", { remembers: "unknown urls" }),
  "/[locale]/[page]": get("/en/about"),
  "/[locale]/campussort": get("/zh/campussort"),
  "/[locale]/campussort/[category]": get("/zh/campussort/rd"),
  "/[locale]/certificates/[name]": get("/en/certificates/iso-9001.pdf"),
  "/[locale]/handleEmail": get("/en/handleEmail"),
  "/[locale]/jobdetail": get("/en/jobdetail?id=1"),
  "/[locale]/jobs/[slug]": get("/en/jobs/process-engineer"),
  "/[locale]/jobs/[slug]/apply": get("/en/jobs/process-engineer/apply"),
  "/[locale]/news": get("/en/news"),
  "/[locale]/news/[slug]": get("/en/news/no-such-story"),
  "/[locale]/news/page/[n]": get("/en/news/page/2"),
  "/[locale]/newsdetail/[id]": get("/en/newsdetail/1"),
  "/[locale]/product/[slug]": get("/en/product/prime-300mm"),
  // Reached through the proxy's rewrite of /product?… and /product/compare?ids=… (bounded keys, catalogue/filter.ts).
  "/[locale]/product/compare": get("/en/product/compare?ids=300mm-epitaxial,300mm-polished,a,b,c,d"),
  "/[locale]/product/compare/[ids]": get("/en/product/compare/300mm-epitaxial~no-such-product"),
  "/[locale]/product/filter/[key]": get("/en/product?d=300&type=epi&rho=1-10&o=999"),
  "/[locale]/product/[slug]/datasheet": get("/en/product/prime-300mm/datasheet"),
  "/[locale]/search": get("/en/search?q=wafer", { remembers: "search queries" }),
  "/[locale]/societysort": get("/zh/societysort"),
  "/[locale]/societysort/[category]": get("/zh/societysort/rd"),
  "/[locale]/test": get("/en/test"),
  "/api/altcha/challenge": get("/api/altcha/challenge", { remembers: "altcha challenges" }),
  "/api/draft-mode/disable": get("/api/draft-mode/disable"),
  "/api/draft-mode/enable": get("/api/draft-mode/enable?sanity-preview-secret=x&sanity-preview-pathname=/en"),
  "/api/draft-mode/live": get("/api/draft-mode/live"),
  // A button's form: every refusal is a 303 back to the page, which then says the link is invalid.
  "/api/email-confirmation": { url: "/api/email-confirmation", method: "POST", body: "form", oversized: [303] },
  // The largest cap of the three forms: a resume (10 MB) and its fields.
  "/api/forms/[kind]": {
    url: "/api/forms/application",
    method: "POST",
    body: "multipart",
    remembers: "form rate limits",
  },
  "/api/health": get("/api/health"),
  "/api/indexnow/key/[file]": get("/api/indexnow/key/0123456789abcdef.txt"),
  "/api/metrics": get("/api/metrics"),
  "/api/operator/submissions": { url: "/api/operator/submissions", method: "POST", body: "json", operatorToken: true },
  "/api/ready": get("/api/ready"),
  "/api/revalidate": {
    url: "/api/revalidate",
    method: "POST",
    body: "json",
    remembers: "webhook replay memory",
  },
  // Answers 404 while WeChat is not configured (the gate's servers), before it counts anything; when
  // configured, its per-address limit is the forms' bounded limiter (reach/wechat/endpoint.ts).
  "/api/wechat/signature": get("/api/wechat/signature?url=http%3A%2F%2Flocalhost%2Fen"),
  "/counter/GetCounter": get("/counter/GetCounter", { remembers: "visit counter" }),
  "/feed/[file]": get("/feed/rss.xml"),
  "/inbox": get("/inbox"),
  "/inbox/[lang]": get("/inbox/en"),
  "/inbox/[lang]/audit": get("/inbox/en/audit"),
  "/inbox/[lang]/login": get("/inbox/en/login"),
  "/inbox/[lang]/s/[id]": get("/inbox/en/s/1"),
  "/inbox/action": {
    url: "/inbox/action",
    method: "POST",
    body: "form",
    sameOrigin: true,
    remembers: "inbox sign-in lockout",
  },
  "/inbox/export": get("/inbox/export"),
  "/inbox/file/[id]": get("/inbox/file/1"),
  "/inbox/live": get("/inbox/live"),
  "/inbox/mail-status": get("/inbox/mail-status"),
  "/inbox/oidc/callback": get("/inbox/oidc/callback?code=x&state=y"),
  "/inbox/oidc/start": get("/inbox/oidc/start"),
  "/manifest/[file]": get("/manifest/site.webmanifest"),
  "/media/[file]": get(`/media/${TEAM_PICTURE}`),
  "/media/files/[file]": get(`/media/files/${ROHS_DECLARATION}`),
};

/** The lake's routes: "api <path>" for LAKE_API_ROUTES (under /v2025-10-01/), "<path>" for the others. */
export const LAKE_CASES: Record<string, RouteCase> = {
  "api auth/providers": get("/v2025-10-01/auth/providers"),
  "api auth/fetch": get("/v2025-10-01/auth/fetch?sid=x"),
  "api auth/logout": { url: "/v2025-10-01/auth/logout", method: "POST", body: null },
  "api auth/id": get("/v2025-10-01/auth/id"),
  "api ping": get("/v2025-10-01/ping"),
  "api modules/**": get("/v2025-10-01/modules/sanity"),
  "api data/live/events/:dataset": get("/v2025-10-01/data/live/events/production?gate=1"),
  "api data/query/:dataset": {
    url: "/v2025-10-01/data/query/production",
    method: "POST",
    body: "json",
    remembers: "lake query cache",
  },
  "api data/doc/:dataset/:ids?": get("/v2025-10-01/data/doc/production/a,b"),
  "api data/mutate/:dataset": { url: "/v2025-10-01/data/mutate/production?dryRun=true", method: "POST", body: "json" },
  "api data/actions/:dataset": { url: "/v2025-10-01/data/actions/production", method: "POST", body: "json" },
  "api data/listen/:dataset": get("/v2025-10-01/data/listen/production?query=*%5B_id%3D%3D%22x%22%5D"),
  "api data/export/:dataset": get("/v2025-10-01/data/export/production"),
  "api data/history/:dataset/transactions/:ids?": get("/v2025-10-01/data/history/production/transactions/a"),
  "api data/history/:dataset/documents/:ids?": get("/v2025-10-01/data/history/production/documents/a"),
  "api data/history/:dataset/events/documents/:id": get("/v2025-10-01/data/history/production/events/documents/a"),
  "api data/references/**": get("/v2025-10-01/data/references/production/a"),
  "api assets/images/:dataset": {
    url: "/v2025-10-01/assets/images/production",
    method: "POST",
    body: "bytes",
    // 96 MB sent is under the 200 MB upload cap: it streams to disk and is refused as no image it
    // can read (400), memory flat; 1 GB declared is refused at once (413).
    oversized: [413, 400],
  },
  "api assets/files/:dataset": {
    url: "/v2025-10-01/assets/files/production",
    method: "POST",
    body: "bytes",
    // 96 MB sent is under the 200 MB upload cap: it streams to disk and is stored as a file (200;
    // loopback mode: everyone is the local editor), memory flat; 1 GB declared is refused at once (413).
    oversized: [413, 400, 200],
  },
  "api users/me": get("/v2025-10-01/users/me"),
  "api users/me/keyvalue/:keys?": {
    url: "/v2025-10-01/users/me/keyvalue",
    method: "PUT",
    body: "json",
    remembers: "lake key-value store",
  },
  "api users/:ids": get("/v2025-10-01/users/a,b"),
  "api projects/**": get("/v2025-10-01/projects/local"),
  "api features/**": get("/v2025-10-01/features"),
  "api schedules/**": get("/v2025-10-01/schedules/local/production"),
  "api intake/**": get("/v2025-10-01/intake/x"),
  "api access/**": get("/v2025-10-01/access/x"),
  "api journey/**": get("/v2025-10-01/journey/x"),
  "api help/**": get("/v2025-10-01/help"),
  "api geoip/**": get("/v2025-10-01/geoip"),
  "api socket/:dataset": get("/v2025-10-01/socket/production"),
  "images/:project/:dataset/:file": get(`/images/local/production/${TEAM_PICTURE}`),
  "files/:project/:dataset/:file": get("/files/local/production/no-such-file.pdf"),
  // The lake's sign-in throttle is keyed by address only; its bound is i40-signin's (and the scan's).
  "auth/login": { url: "/auth/login", method: "POST", body: "form" },
  // Stateless: a signed challenge per request, nothing remembered until one comes back solved (its
  // replay memory is an LRUCache with max, lake/src/login-proof.ts).
  "auth/login/challenge": get("/auth/login/challenge"),
  "auth/login/:file": get("/auth/login/proof.js"),
  "**": get("/structure/news"),
};
