// The local Content Lake (lake/) as a child process, and the settings with which the studio and the
// site use it. Shared by `npm start` (scripts/run/start.mjs), `npm test` (scripts/run/test.mjs) and the
// Playwright configs that run the site and the studio against a lake. Node 24 runs this directly.
import { type ChildProcess, execFileSync, type StdioOptions, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIPv6 } from "node:net";
import path from "node:path";
import { isLoopbackName } from "../../lake/src/loopback.ts";
import { resolveDataDir } from "../../web/src/config/data-dir.ts";
import { SERVER_MALLOC_ENV } from "./server-memory.mjs";

export const ROOT = path.join(import.meta.dirname, "..", "..");
export const LAKE_CLI = path.join(ROOT, "lake", "src", "cli.ts");
export const STUDIO_DIST = path.join(ROOT, "studio", "dist");

/** The local lake's project id (lake/src/server.ts, studio/env.ts in lake mode). */
export const LAKE_PROJECT_ID = "local";
export const LAKE_DATASET = "production";
export const API_VERSION = "2025-10-01";

export interface LakeOptions {
  port: number;
  /** LAKE_HOST: the address it listens on (default loopback; beyond it needs `editors`). */
  host?: string;
  /** LAKE_PUBLIC_URL: the address editors' browsers open, when it is not http://<host>:<port>. */
  publicUrl?: string;
  /** Default: <repo>/.data/lake (the lake copies the seed there on first run). */
  dataDir?: string;
  /** Serve the built studio at / of the lake's origin. */
  studioDir?: string;
  /** The site that studio's Presentation tool shows (the studio reads it from its page). */
  previewUrl?: string;
  webhook?: { url: string; secret: string };
  /** LAKE_EDITORS: editor accounts; login is then required. */
  editors?: string;
  /** Where the lake's output goes: "inherit", "ignore", "pipe", or per stream (npm start pipes stderr). */
  stdio?: StdioOptions;
}

/** The environment of `node lake/src/cli.ts` for these options. */
export function lakeEnv(options: LakeOptions): Record<string, string> {
  const env: Record<string, string> = { LAKE_PORT: String(options.port), LAKE_HOST: options.host || "localhost" };
  if (options.publicUrl) env.LAKE_PUBLIC_URL = options.publicUrl;
  if (options.dataDir) env.LAKE_DATA_DIR = options.dataDir;
  if (options.studioDir) env.LAKE_STUDIO_DIR = options.studioDir;
  if (options.previewUrl) env.LAKE_PREVIEW_URL = options.previewUrl;
  if (options.webhook) {
    env.LAKE_WEBHOOK_URL = options.webhook.url;
    env.LAKE_WEBHOOK_SECRET = options.webhook.secret;
  }
  if (options.editors) env.LAKE_EDITORS = options.editors;
  // The site reads with this token (siteEnvForLake); with editor accounts it is what lets it in.
  env.LAKE_READ_TOKEN = localSecret("lake-read-token");
  return env;
}

export const lakeOrigin = (port: number) => `http://localhost:${port}`;

/**
 * Where this machine reaches a lake listening on `host`: loopback for a loopback name or every
 * interface (0.0.0.0, ::), the address itself otherwise.
 */
export function lakeOriginOnHost(host: string | undefined, port: number): string {
  if (!host || host === "0.0.0.0" || host === "::" || host === "[::]" || isLoopbackName(host)) return lakeOrigin(port);
  return `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;
}

/** Where the studio end-to-end tests run the site and the lake (web/playwright.studio.config.ts). */
export const studioE2eOrigins = (base = Number(process.env.E2E_PORT ?? 3100)) => ({
  site: `http://localhost:${base + 2}`,
  lake: lakeOrigin(base + 30),
});
/** Where `npm test` runs the lake the web build reads. */
export const E2E_LAKE_BUILD_PORT = Number(process.env.E2E_PORT ?? 3100) + 32;
/** Editor accounts of the studio login tests (name:password, comma-separated). */
export const E2E_EDITORS = "mei:correct-horse-battery,hr-li:staple-lamp-river";

/** Writes a LAKE_EDITORS file (hashed passwords) with the lake's own code, in a Node 24 child. */
export function writeEditorsFile(file: string, accounts: string) {
  const auth = path.join(ROOT, "lake", "src", "auth.ts");
  const script = `const { writeEditor } = await import(${JSON.stringify(auth)});
for (const account of ${JSON.stringify(accounts.split(","))}) {
  const at = account.indexOf(":");
  writeEditor(${JSON.stringify(file)}, account.slice(0, at), account.slice(at + 1));
}`;
  execFileSync(process.execPath, ["--input-type=module", "-e", script], { stdio: "inherit" });
}

/** A URL that answers once the lake serves queries (the project is named in a header, see sanity.ts). */
export function lakeQueryUrl(origin: string, query: string, perspective = "published"): string {
  const params = new URLSearchParams({ query, perspective });
  return `${origin}/v${API_VERSION}/data/query/${LAKE_DATASET}?${params}`;
}

/** The site's environment for reading this lake through @sanity/client (web/src/content/sanity.ts). */
export function siteEnvForLake(origin: string, secret: string): Record<string, string> {
  return {
    SANITY_PROJECT_ID: LAKE_PROJECT_ID,
    SANITY_DATASET: LAKE_DATASET,
    SANITY_API_VERSION: API_VERSION,
    SANITY_API_HOST: origin,
    // The loopback lake lets a local client read drafts; the token is what a real project needs,
    // and the site's preview route requires one.
    SANITY_API_READ_TOKEN: localSecret("lake-read-token"),
    SANITY_REVALIDATE_SECRET: secret,
  };
}

/**
 * The studio build's environment for the local lake (baked into studio/dist by `sanity build`).
 * Nothing in it names a port: the studio calls the lake that serves it (`origin`) and previews the
 * site that lake names in its page (`lake`, LakeOptions.previewUrl), whatever their ports or hosts
 * (studio/env.ts). One build serves `npm start` and the tests' lakes alike, so the build `npm test`
 * makes is the one `npm start` finds in turbo's cache.
 */
export function studioEnvForLake(): Record<string, string> {
  return {
    SANITY_STUDIO_PROJECT_ID: LAKE_PROJECT_ID,
    SANITY_STUDIO_DATASET: LAKE_DATASET,
    SANITY_STUDIO_API_HOST: "origin",
    SANITY_STUDIO_PREVIEW_URL: "lake",
  };
}

export interface RunningLake {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Spawns `node lake/src/cli.ts` with these options: each call the same command and environment. */
export function spawnLake(options: LakeOptions): ChildProcess {
  return spawn(process.execPath, [LAKE_CLI], {
    cwd: ROOT,
    stdio: options.stdio ?? "inherit",
    // glibc's allocator as the site's (decision 0022): the query workers' threads each fragment a
    // heap of their own; with these, 60 s of bench:abuse left the lake at 137 MB instead of 308.
    env: { ...SERVER_MALLOC_ENV, ...process.env, ...lakeEnv(options) },
  });
}

/** Starts `node lake/src/cli.ts` and resolves once it answers queries. */
export async function startLakeProcess(options: LakeOptions): Promise<RunningLake> {
  const origin = lakeOriginOnHost(options.host, options.port);
  const child = spawnLake(options);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  try {
    await waitForHttp(lakeQueryUrl(origin, "1"), { child, headers: { "x-sanity-project-id": LAKE_PROJECT_ID } });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, child, stop };
}

/** Polls a URL until it answers below 500, the child exits, or the time is up. */
export async function waitForHttp(
  url: string,
  {
    child,
    timeoutMs = 60_000,
    headers = {},
  }: { child?: ChildProcess; timeoutMs?: number; headers?: Record<string, string> },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode}) before answering`);
    }
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * A fingerprint of the lake's published content (every document id and revision). `npm start`
 * passes it to the web build: the build prerenders pages from the lake, so a build made before
 * editors changed something must not be reused from the cache.
 */
export async function contentFingerprint(origin: string): Promise<string> {
  const query = `*[!(_id in path("drafts.**"))]{_id, _rev} | order(_id asc)`;
  // With editor accounts (LAKE_EDITORS) every call needs a session or the site's read token.
  const response = await fetch(lakeQueryUrl(origin, query), {
    headers: { "x-sanity-project-id": LAKE_PROJECT_ID, authorization: `Bearer ${localSecret("lake-read-token")}` },
  });
  if (!response.ok) throw new Error(`lake query failed: ${response.status} ${await response.text()}`);
  const { result } = (await response.json()) as { result: unknown };
  return createHash("sha256").update(JSON.stringify(result)).digest("hex").slice(0, 16);
}

/**
 * A random secret kept in the git-ignored .data/ folder, made on first use: the webhook secret
 * (the same file web/src/publish/secrets.ts uses in embedded mode) and the site's lake token.
 */
export function localSecret(name: string): string {
  const file = path.join(resolveDataDir(process.env, ROOT), name);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch {
      // Made meanwhile by another process: read that one.
    }
  }
  return readFileSync(file, "utf8").trim();
}
