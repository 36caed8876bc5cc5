// The site's configuration: every environment variable the web process reads, in one zod schema
// (type, default, range, the variables it needs), read once when the process starts
// (instrumentation.ts → http/startup-checks.ts: a wrong value stops the start with one message
// naming every bad variable). The rest of the code asks config() for typed values instead of
// reading process.env. docs/configuration.md is generated from this file (`pnpm config:docs`).
//
// Left as literal `process.env.X` reads, on purpose:
// - NODE_ENV, NEXT_RUNTIME, NEXT_PHASE: set by Next itself; NODE_ENV is replaced by its value when
//   Next bundles the code, which removes development-only branches from the build.
// - NEXT_PUBLIC_* and BUILD_SITE_URL: values next.config.ts `env` inlines at build time; Next only
//   replaces the literal expression `process.env.NAME`, so they cannot go through a function.
// - Test-only switches of test support code (TEST_DATABASE_URL, CI in testing/).
// Plain TypeScript without path aliases: Node loads it as it is (web/cache, scripts/config-docs.ts).
import type { z } from "zod";
import {
  ConfigError,
  EMAIL,
  type Env,
  filePath,
  flag,
  formatIssues,
  int,
  list,
  oneOf,
  positive,
  text,
  url,
  variableDocs,
  withoutBlanks,
} from "./env-kit.ts";

const emails = { item: EMAIL, itemName: "e-mail addresses" };
const recipients = (kind: string) =>
  list({
    ...emails,
    description: `Who is told of a new ${kind} when the site settings name nobody (else NOTIFY_TO).`,
  });

/** The variables, grouped as docs/configuration.md shows them. */
export const webEnvShape = {
  // The site
  SITE_URL: url({
    protocols: ["http", "https"],
    origin: true,
    example: "https://www.example.com",
    description:
      "Public origin of the site, the base of every absolute URL (canonical and hreflang links, Open Graph images, sitemap, robots.txt, feeds, structured data, acknowledgement e-mails). Required by a production server; `npm start` and the tests set it. Pages prerendered by `next build` carry the build's value.",
  }),
  // No default here: a database lock names the port only of a process that serves (db/lock.ts).
  PORT: int({ min: 1, max: 65535, shownDefault: "3000", description: "HTTP port of the site (`next start -p` wins)." }),
  DATA_DIR: filePath({
    default: "the repository's .data",
    description:
      "The one data folder of every process: inbox accounts, embedded database (pglite/), local lake (lake/), webhook secret. A relative value is taken from the repository root.",
  }),
  TRUSTED_PROXY_HOPS: int({
    min: 0,
    max: 10,
    default: 0,
    description:
      "How many proxies of your own stand in front of the site (1 behind the documented nginx): the client address is then read from X-Forwarded-For (docs/security.md).",
  }),
  SECURITY_HEADERS_BY_PROXY: flag({
    description: "1: the proxy in front adds the security headers (deploy/security-headers.conf), the site does not.",
  }),
  REDIS_URL: url({
    protocols: ["redis", "rediss"],
    example: "redis://localhost:6379",
    secret: true,
    description:
      "Shared by several instances: the page and query cache, processed webhook deliveries and form rate limits. Unset: each process keeps its own.",
  }),

  // Content
  SANITY_PROJECT_ID: text({
    pattern: /^[a-z0-9][a-z0-9-]*$/,
    expects: "a Sanity project id (lowercase letters, digits, dashes)",
    description: "Read content from this Sanity project (or the local lake) instead of the embedded dataset.",
  }),
  SANITY_DATASET: text({
    default: "production",
    pattern: /^[a-z0-9][a-z0-9_-]{0,63}$/,
    expects: "a dataset name (lowercase letters, digits, _ and -, at most 64)",
    description: "Dataset of that project.",
  }),
  SANITY_API_VERSION: text({
    default: "2025-10-01",
    pattern: /^v?(\d{4}-\d{2}-\d{2}|1|X)$/,
    expects: "an API version date such as 2025-10-01",
    description: "GROQ API version.",
  }),
  SANITY_API_READ_TOKEN: text({
    secret: true,
    requiredWith: ["SANITY_PROJECT_ID"],
    description: "Read token: needed for drafts (preview) and private datasets.",
  }),
  SANITY_API_HOST: url({
    protocols: ["http", "https"],
    requiredWith: ["SANITY_PROJECT_ID"],
    example: "http://localhost:3333",
    description: "Another Content Lake instead of Sanity's API (`npm start` sets the local lake's).",
  }),
  SANITY_STUDIO_URL: url({
    protocols: ["http", "https"],
    requiredWith: ["SANITY_PROJECT_ID"],
    shownDefault: "SANITY_API_HOST, else http://localhost:3333",
    description: "Where editors open the studio, named in preview's stega-encoded drafts.",
  }),
  SANITY_STUDIO_ORIGIN: text({
    buildTime: true,
    expects: "a CSP source such as https://studio.example.com or http://localhost:*",
    description:
      "Studio origin allowed to frame the site (CSP frame-ancestors) for previews. `npm start` with the local lake sets it.",
  }),
  SANITY_REVALIDATE_SECRET: text({
    secret: true,
    description:
      "Webhook signing secret. Required by a production server when SANITY_PROJECT_ID is set; otherwise generated into $DATA_DIR/revalidate-secret.",
  }),
  SANITY_REVALIDATE_SECRET_PREVIOUS: text({
    secret: true,
    description: "The secret being replaced, accepted too during a rotation (docs/operations.md).",
  }),
  DRAFT_MODE_SECRET: text({
    secret: true,
    minLength: 16,
    description: "Embedded mode: secret of /api/draft-mode/enable?secret=…&redirect=/path. Unset: preview off.",
  }),
  EMBEDDED_DATASET_PATH: filePath({
    default: "studio/seed/production.ndjson",
    description: "The embedded dataset file (content without a Sanity project).",
  }),
  CONTENT_FALLBACK_DIR: filePath({
    default: ".data/content-fallback in the server's folder",
    description: "Last good query results, served when the content backend fails.",
  }),
  CONTENT_FALLBACK_MAX_ENTRIES: int({
    min: 1,
    default: 2000,
    description: "Files the content fallback folder keeps at most.",
  }),
  BUILD_COMMIT: text({
    buildTime: true,
    shownDefault: "git's, else unknown",
    description: "The commit being built, shown on /test.",
  }),

  // Submissions and mail
  DATABASE_URL: url({
    protocols: ["postgres", "postgresql"],
    secret: true,
    example: "postgres://user:pw@db:5432/wafer",
    description: "PostgreSQL server for form submissions. Unset: the embedded PGlite database.",
  }),
  PGLITE_DIR: filePath({ default: "$DATA_DIR/pglite", description: "Folder of the embedded database." }),
  SMTP_URL: url({
    protocols: ["smtp", "smtps"],
    secret: true,
    example: "smtps://user:pw@smtp.example.com:465",
    description: "SMTP server for notifications, acknowledgements and inbox replies. Unset: mail stays queued.",
  }),
  MAIL_FROM: text({
    pattern: /^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
    expects: "an e-mail address, or Name <address>",
    requiredWith: ["SMTP_URL"],
    shownDefault: "no-reply@localhost",
    description: "Sender of those e-mails.",
  }),
  NOTIFY_MESSAGE_TO: recipients("message"),
  NOTIFY_APPLICATION_TO: recipients("application"),
  NOTIFY_INQUIRY_TO: recipients("inquiry"),
  NOTIFY_TO: list({ ...emails, description: "Who is told of any new submission when nothing more specific is set." }),
  OUTBOX_POLL_MS: int({
    min: 1,
    default: 15_000,
    unit: "ms",
    description: "How often the mail worker looks for due mail.",
  }),
  OUTBOX_LEASE_SECONDS: int({
    min: 10,
    default: 300,
    unit: "s",
    description:
      "How long one instance owns the outbox rows it took (bounds its SMTP timeouts); mail of a crashed instance waits this long.",
  }),
  CLAMAV_URL: url({
    protocols: ["tcp", "unix"],
    example: "tcp://localhost:3310",
    description:
      "clamd that scans resumes before the team is notified; an infected one is flagged and not mailed (docs/security.md). Unset: no virus scan.",
  }),
  CLAMAV_TIMEOUT_MS: int({ min: 1, default: 60_000, unit: "ms", description: "How long one scan may take." }),
  PRIVACY_POLICY_VERSION: text({
    default: "2022-07-25",
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    expects: "a date such as 2022-07-25",
    description: "Privacy policy version recorded with each consent (its effective date).",
  }),

  // Form protection
  ALTCHA_HMAC_KEY: text({
    secret: true,
    description:
      "Secret of the proof-of-work challenges, the same on every instance. Unset: generated once, kept in the database.",
  }),
  ALTCHA_MIN_COUNTER: int({
    min: 1,
    default: 2000,
    description: "Proof-of-work difficulty, lowest (at most ALTCHA_MAX_COUNTER).",
  }),
  ALTCHA_MAX_COUNTER: int({ min: 1, default: 20_000, description: "Proof-of-work difficulty, highest." }),
  ALTCHA_TTL_SECONDS: int({ min: 1, default: 600, unit: "s", description: "Lifetime of a challenge." }),
  RATE_LIMIT_PER_IP: int({ min: 1, default: 20, description: "Form submissions per address per window." }),
  RATE_LIMIT_PER_EMAIL: int({ min: 1, default: 5, description: "Form submissions per e-mail address per window." }),
  RATE_LIMIT_CHALLENGES_PER_IP: int({
    min: 1,
    default: 120,
    description: "Verification challenges per address per window.",
  }),
  RATE_LIMIT_WINDOW_SECONDS: int({
    min: 1,
    default: 3600,
    unit: "s",
    description: "The window of those three limits.",
  }),
  RATE_LIMIT_GLOBAL_PER_HOUR: int({
    min: 1,
    default: 500,
    description: "Accepted form submissions per hour for the whole site (backstop).",
  }),
  RATE_LIMIT_GLOBAL_UPLOAD_MB_PER_HOUR: int({
    min: 1,
    default: 500,
    unit: "MB",
    description:
      "MB of uploaded resumes stored per hour for the whole site; past it an application with a file gets a 429.",
  }),

  // Reach (docs/reach.md): WeChat's share card, Baidu's push API, IndexNow
  WECHAT_APP_ID: text({
    requiredWith: ["WECHAT_APP_SECRET"],
    description:
      "AppID of the official account (公众号) whose JS-SDK gives pages shared in WeChat a card. Unset: no share card, /api/wechat/signature answers 404.",
  }),
  WECHAT_APP_SECRET: text({ secret: true, requiredWith: ["WECHAT_APP_ID"], description: "Its AppSecret." }),
  WECHAT_API_BASE: url({
    protocols: ["https", "http"],
    default: "https://api.weixin.qq.com",
    description: "WeChat's API (tests point it at a local stand-in).",
  }),
  BAIDU_PUSH_SITE: url({
    protocols: ["https", "http"],
    origin: true,
    requiredWith: ["BAIDU_PUSH_TOKEN"],
    example: "https://www.example.com",
    description:
      "The site as registered with Baidu's search resource platform: a publish tells Baidu's 普通收录 API its URLs. Unset: no Baidu push.",
  }),
  BAIDU_PUSH_TOKEN: text({
    secret: true,
    requiredWith: ["BAIDU_PUSH_SITE"],
    description: "The token of 普通收录 → API提交.",
  }),
  BAIDU_PUSH_BASE: url({
    protocols: ["http", "https"],
    default: "http://data.zz.baidu.com",
    description: "Baidu's push API (tests point it at a local stand-in).",
  }),
  INDEXNOW_KEY: text({
    pattern: /^[A-Za-z0-9-]{8,128}$/,
    expects: "8 to 128 letters, digits or dashes",
    description:
      "IndexNow key: a publish tells the IndexNow engines (Bing, Yandex, …) its URLs; the key file is served at /<key>.txt. Unset: no IndexNow.",
  }),
  INDEXNOW_ENDPOINT: url({
    protocols: ["https", "http"],
    default: "https://api.indexnow.org/indexnow",
    description: "Where URLs are posted; api.indexnow.org shares them with every IndexNow engine.",
  }),
  REACH_PUSH_POLL_MS: int({
    min: 1,
    default: 30_000,
    unit: "ms",
    description: "How often the search-engine push worker looks for URLs due again (a publish also wakes it).",
  }),

  // Staff inbox
  INBOX_ACCOUNTS: filePath({
    default: "$DATA_DIR/inbox-accounts",
    description: "File of inbox accounts (`pnpm inbox:account`).",
  }),
  INBOX_RETENTION_DAYS: positive({
    default: 180,
    unit: "days",
    description: "Submissions older than this are deleted, daily.",
  }),
  INBOX_PURGE_EVERY_MS: int({
    min: 1,
    default: 86_400_000,
    unit: "ms",
    description: "How often the retention purge runs (for tests).",
  }),
  INBOX_OIDC_ISSUER: url({
    protocols: ["https", "http"],
    requiredWith: ["INBOX_OIDC_CLIENT_ID"],
    description:
      "Sign-in through the company's identity provider (OpenID Connect). http:// only for a provider on this machine.",
  }),
  INBOX_OIDC_CLIENT_ID: text({
    requiredWith: ["INBOX_OIDC_ISSUER"],
    description: "The inbox's client id at that provider.",
  }),
  INBOX_OIDC_CLIENT_SECRET: text({
    secret: true,
    requiredWith: ["INBOX_OIDC_ISSUER"],
    description: "Its client secret (unset: a public client).",
  }),
  INBOX_OIDC_REDIRECT_URI: url({
    protocols: ["https", "http"],
    requiredWith: ["INBOX_OIDC_ISSUER"],
    shownDefault: "/inbox/oidc/callback on the request's origin",
    description: "The callback URL registered at the provider.",
  }),
  INBOX_OIDC_ROLES_CLAIM: text({ default: "roles", description: "The ID token claim that lists the inbox roles." }),

  // Operations
  LOG_LEVEL: oneOf(["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const, {
    default: "info",
    description: "JSON log lines on stdout, one per request with its X-Request-Id (docs/operations.md).",
  }),
  METRICS_TOKEN: text({
    secret: true,
    minLength: 16,
    description: "Prometheus metrics at /api/metrics for `Authorization: Bearer <token>`. Unset: no metrics.",
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: url({
    protocols: ["http", "https"],
    example: "http://localhost:4318",
    description: "OpenTelemetry traces over OTLP/HTTP to this collector. Unset: no traces.",
  }),
  OTEL_SERVICE_NAME: text({ default: "wafer-site", description: "The service name on those traces." }),
};

const isLoopback = (hostname: string) => ["localhost", "127.0.0.1", "[::1]"].includes(hostname);

export type WebConfig = z.output<z.ZodObject<typeof webEnvShape>>;
type Name = keyof typeof webEnvShape;
type Issue = { path: PropertyKey[]; message: string };

/**
 * The rules between variables: which are needed together, and what a production server needs.
 * `config` holds the values that parsed (a wrong one is missing), `env` what was set.
 */
function ruleIssues(config: Partial<WebConfig>, env: Env, productionServer: boolean): Issue[] {
  const issues: Issue[] = [];
  const problem = (name: Name, message: string) => issues.push({ path: [name], message });
  // Each documented "required with": the variable does nothing (or half a thing) alone.
  for (const [name, schema] of Object.entries(webEnvShape)) {
    if (env[name] === undefined) continue;
    for (const other of variableDocs.get(schema)?.requiredWith ?? []) {
      if (env[other] === undefined) problem(name as Name, `needs ${other} too`);
    }
  }
  if (productionServer && env.SITE_URL === undefined) {
    problem("SITE_URL", "a production server needs the public origin of the site, e.g. https://www.example.com");
  }
  if (productionServer && env.SANITY_PROJECT_ID && !env.SANITY_REVALIDATE_SECRET) {
    problem(
      "SANITY_REVALIDATE_SECRET",
      "a production server reading a Sanity project needs the webhook secret (README, Publishing)",
    );
  }
  const { ALTCHA_MIN_COUNTER: min, ALTCHA_MAX_COUNTER: max } = config;
  if (min !== undefined && max !== undefined && min > max)
    problem("ALTCHA_MIN_COUNTER", `at most ALTCHA_MAX_COUNTER (${max})`);
  const issuer = config.INBOX_OIDC_ISSUER;
  if (issuer?.startsWith("http:") && !isLoopback(new URL(issuer).hostname)) {
    problem("INBOX_OIDC_ISSUER", "https:// (plain http only for a provider on this machine)");
  }
  return issues;
}

export type ParsedWebEnv = { ok: true; config: WebConfig } | { ok: false; message: string };

/**
 * Reads an environment through the schema: the typed configuration, or the one message naming
 * every wrong variable. Each variable is parsed on its own, so one wrong value does not hide
 * another, nor the rules between them.
 */
export function parseWebEnv(env: Env, options: { productionServer?: boolean } = {}): ParsedWebEnv {
  const clean = withoutBlanks(env);
  const values: Record<string, unknown> = {};
  const issues: Issue[] = [];
  for (const [name, schema] of Object.entries(webEnvShape)) {
    const result = (schema as z.ZodType).safeParse(clean[name]);
    if (result.success) values[name] = result.data;
    else issues.push(...result.error.issues.map((issue) => ({ path: [name], message: issue.message })));
  }
  issues.push(...ruleIssues(values as Partial<WebConfig>, clean, options.productionServer ?? false));
  if (issues.length === 0) return { ok: true, config: values as WebConfig };
  return { ok: false, message: formatIssues("The site", webEnvShape, clean, issues) };
}

// Kept on globalThis: Next bundles this module into several chunks (and web/cache loads it
// natively), and they must all see the one configuration read at start.
const state = globalThis as unknown as { __waferConfig?: WebConfig };

/**
 * Reads the environment now and keeps the result: what a server's start does first
 * (http/startup-checks.ts), with the rules only a production server has.
 */
export function loadConfig(options: { productionServer?: boolean } = {}): ParsedWebEnv {
  const parsed = parseWebEnv(process.env, options);
  if (parsed.ok) state.__waferConfig = parsed.config;
  return parsed;
}

/**
 * The site's configuration, read once: at start (instrumentation.ts), or the first time it is
 * asked for in a process that has no start hook (`next build`, a script, a test). Throws a
 * ConfigError with the one message when the environment is wrong.
 */
export function config(): WebConfig {
  if (state.__waferConfig) return state.__waferConfig;
  const parsed = loadConfig();
  if (!parsed.ok) throw new ConfigError(parsed.message);
  return parsed.config;
}

/** Forget the configuration read: tests that change process.env call it, then config() reads again. */
export function reloadConfig(): void {
  state.__waferConfig = undefined;
}
