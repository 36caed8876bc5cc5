import path from "node:path";
import { LAKE_CLI, type LakeOptions, lakeEnv, ROOT, siteEnvForLake } from "../scripts/run/local-lake.ts";
import { startSiteUrl } from "../scripts/run/start-builds.ts";

// The servers the Playwright configs start, described once: the production site (`next start`)
// and a local Content Lake. Each config says only what differs (port, data folder, environment).

type WebServer = {
  command: string;
  url?: string;
  port?: number;
  cwd?: string;
  reuseExistingServer: boolean;
  timeout: number;
  stdout: "ignore";
  stderr: "pipe";
  env: Record<string, string>;
};

const quiet = { reuseExistingServer: false, timeout: 60_000, stdout: "ignore", stderr: "pipe" } as const;

/**
 * The production build on `port`. Not `-H 127.0.0.1`: with a literal loopback address Next 16
 * treats the i18n rewrite as external and answers 307 in a loop (vercel/next.js#94745).
 * SITE_URL is required by a production server (web/src/config/site-url.ts) and is where the build's
 * absolute URLs point: the origin the build was made for (`npm start`'s, scripts/run/start-builds.ts),
 * not this server's port, as an instance behind a proxy serves the public origin.
 */
export function siteServer(port: number, env: Record<string, string> = {}): WebServer {
  const url = `http://localhost:${port}`;
  return {
    command: `pnpm exec next start -p ${port} -H localhost`,
    url: `${url}/`,
    ...quiet,
    env: { SITE_URL: startSiteUrl(), ...env },
  };
}

/**
 * The site reading a throwaway local lake through @sanity/client, with its own fallback folder
 * under `dir`; pages regenerated from that lake stay in the server's memory (web/cache/route-cache.ts).
 */
export function siteOnLake(port: number, lake: { origin: string; secret: string; dir: string }, env = {}) {
  return siteServer(port, {
    ...siteEnvForLake(lake.origin, lake.secret),
    CONTENT_FALLBACK_DIR: path.join(lake.dir, "fallback"),
    ...env,
  });
}

/** A local Content Lake (lake/src/cli.ts) with the given options. */
export function lakeServer(options: LakeOptions): WebServer {
  return {
    command: `node ${JSON.stringify(LAKE_CLI)}`,
    cwd: ROOT,
    port: options.port,
    ...quiet,
    env: lakeEnv(options),
  };
}
