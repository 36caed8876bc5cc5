// The lake's configuration: every environment variable `node lake/src/cli.ts` reads, in one zod
// schema (type, default, range, the variables it needs), read once when the process starts. A
// wrong or missing value stops the start with one message naming every bad variable and what it
// expects (cli.ts). docs/configuration.md is generated from this file (`pnpm config:docs`).
// The lake used as a library (startLake in tests and scripts) takes its options as arguments and
// reads no environment; only its metrics endpoint asks lakeConfig() for METRICS_TOKEN.
import type { z } from "zod";
import {
  ConfigError,
  type Env,
  filePath,
  formatIssues,
  int,
  list,
  oneOf,
  text,
  url,
  variableDocs,
  withoutBlanks,
} from "./config-kit.ts";
import { isLoopbackName } from "./loopback.ts";

const ORIGIN = /^https?:\/\/[^/\s]+$/;

export const lakeEnvShape = {
  LAKE_PORT: int({
    min: 0,
    max: 65535,
    default: 3333,
    description: "Port of the lake and the studio it serves (0: any free port).",
  }),
  LAKE_HOST: text({
    default: "localhost",
    expects: "a host name or address to listen on",
    description: "Address the lake listens on; anything beyond loopback needs LAKE_EDITORS.",
  }),
  LAKE_PUBLIC_URL: url({
    protocols: ["http", "https"],
    shownDefault: "http://<LAKE_HOST>:<LAKE_PORT>",
    description:
      "The address editors open the studio at, when it differs (a proxy, a DNS name; needed with LAKE_HOST=0.0.0.0).",
  }),
  DATA_DIR: filePath({
    shownDefault: "the repository's .data",
    description: "The data folder every process shares; a relative value is taken from the repository root.",
  }),
  LAKE_DATA_DIR: filePath({
    shownDefault: "$DATA_DIR/lake",
    description: "The dataset, the transaction log, uploaded files, sessions (docs/studio.md: backups).",
  }),
  LAKE_EDITORS: filePath({
    shownDefault: "one local editor, loopback only",
    description:
      "File of editor accounts (`name:scrypt$…` lines, `node lake/src/cli.ts add-editor <name>`); when set, every API call needs a session.",
  }),
  LAKE_STUDIO_DIR: filePath({
    description: "A built studio (`sanity build`) to serve at `/` of the lake, e.g. studio/dist.",
  }),
  LAKE_PREVIEW_URL: url({
    protocols: ["http", "https"],
    description:
      "The site that studio's Presentation tool shows, written into the studio's page (a studio built with SANITY_STUDIO_PREVIEW_URL=lake reads it), e.g. http://localhost:3000.",
  }),
  LAKE_WEBHOOK_URL: url({
    protocols: ["http", "https"],
    requiredWith: ["LAKE_WEBHOOK_SECRET"],
    description: "Where to send the publish webhook, e.g. http://localhost:3000/api/revalidate.",
  }),
  LAKE_WEBHOOK_SECRET: text({
    secret: true,
    requiredWith: ["LAKE_WEBHOOK_URL"],
    description: "Its signing secret (the site's SANITY_REVALIDATE_SECRET).",
  }),
  LAKE_ALTCHA_HMAC_KEY: text({
    secret: true,
    shownDefault: "a random key per process",
    description:
      "Key that signs the sign-in's proof-of-work challenges; set one when several lakes answer one address, or so a restart keeps challenges already handed out valid.",
  }),
  LAKE_READ_TOKEN: text({
    secret: true,
    description:
      "A service token that may read (queries, documents, listeners, history) and never write, on loopback too (403, as Sanity answers a read token): the site's SANITY_API_READ_TOKEN.",
  }),
  LAKE_CORS_ORIGINS: list({
    item: ORIGIN,
    itemName: "origins (http(s)://host[:port])",
    description: "Extra browser origins allowed to call the API, e.g. the site for the Presentation tool.",
  }),
  LAKE_TRUSTED_PROXY_HOPS: int({
    min: 0,
    max: 10,
    default: 0,
    description:
      "Proxies of your own in front of the lake (1 behind deploy/nginx-lake.conf): its sign-in lockout then counts the editor's address from X-Forwarded-For.",
  }),
  LAKE_DELETED_ASSET_GRACE_SECONDS: int({
    min: 0,
    unit: "s",
    shownDefault: "2592000 (30 days)",
    description: "How long a deleted asset's file is kept, unserved, for a restore.",
  }),
  LAKE_QUERY_TIMEOUT_MS: int({
    min: 1,
    unit: "ms",
    shownDefault: "10000",
    description:
      "A query's deadline (queue included); past it the answer is 503 queryTimeout and its worker is replaced.",
  }),
  LAKE_QUERY_WORK_MB: int({
    min: 1,
    unit: "MB",
    shownDefault: "32",
    description:
      "Heap a query may add while it runs (or 8× the JSON of the datasets its worker holds, when more); past it 400 queryExecutionError, the worker lives on.",
  }),
  LAKE_QUERY_HEAP_MB: int({
    min: 16,
    unit: "MB",
    shownDefault: "256",
    description:
      "V8 heap limit of each query worker, the last resort behind LAKE_QUERY_WORK_MB; a query past it gets 503 queryMemoryLimit.",
  }),
  LAKE_QUERY_RESULT_MB: int({
    min: 1,
    unit: "MB",
    shownDefault: "8",
    description:
      "Bytes of a query's result as JSON (source map included), or 4× the JSON of the datasets its worker holds when more (up to 64 MB); past it 400 queryExecutionError.",
  }),
  LOG_LEVEL: oneOf(["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const, {
    default: "info",
    description: "JSON log lines on stdout (docs/operations.md).",
  }),
  METRICS_TOKEN: text({
    secret: true,
    minLength: 16,
    description: "Prometheus metrics at /metrics for `Authorization: Bearer <token>`. Unset: no metrics.",
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: url({
    protocols: ["http", "https"],
    example: "http://localhost:4318",
    description: "OpenTelemetry traces over OTLP/HTTP to this collector. Unset: no traces.",
  }),
  OTEL_SERVICE_NAME: text({ default: "wafer-lake", description: "The service name on those traces." }),
};

export type LakeConfig = z.output<z.ZodObject<typeof lakeEnvShape>>;
type Name = keyof typeof lakeEnvShape;
type Issue = { path: PropertyKey[]; message: string };

function ruleIssues(env: Env): Issue[] {
  const issues: Issue[] = [];
  const problem = (name: Name, message: string) => issues.push({ path: [name], message });
  for (const [name, schema] of Object.entries(lakeEnvShape)) {
    if (env[name] === undefined) continue;
    for (const other of variableDocs.get(schema)?.requiredWith ?? []) {
      if (env[other] === undefined) problem(name as Name, `needs ${other} too`);
    }
  }
  if (env.LAKE_HOST && !isLoopbackName(env.LAKE_HOST) && !env.LAKE_EDITORS) {
    problem(
      "LAKE_HOST",
      "beyond loopback only with editor accounts: set LAKE_EDITORS (lake/README.md), or use localhost",
    );
  }
  return issues;
}

export type ParsedLakeEnv = { ok: true; config: LakeConfig } | { ok: false; message: string };

/** Reads an environment through the schema: the typed configuration, or the one message. */
export function parseLakeEnv(env: Env): ParsedLakeEnv {
  const clean = withoutBlanks(env);
  const values: Record<string, unknown> = {};
  const issues: Issue[] = [];
  for (const [name, schema] of Object.entries(lakeEnvShape)) {
    const result = (schema as z.ZodType).safeParse(clean[name]);
    if (result.success) values[name] = result.data;
    else issues.push(...result.error.issues.map((issue) => ({ path: [name], message: issue.message })));
  }
  issues.push(...ruleIssues(clean));
  if (issues.length === 0) return { ok: true, config: values as LakeConfig };
  return { ok: false, message: formatIssues("The lake", lakeEnvShape, clean, issues) };
}

let read: LakeConfig | undefined;

/** The lake's configuration, read from the environment once. Throws a ConfigError when wrong. */
export function lakeConfig(): LakeConfig {
  if (read) return read;
  const parsed = parseLakeEnv(process.env);
  if (!parsed.ok) throw new ConfigError(parsed.message);
  read = parsed.config;
  return read;
}

/** At start (cli.ts): the configuration, or the one message on stderr and exit code 1. */
export function lakeConfigAtStartup(): LakeConfig {
  try {
    return lakeConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
