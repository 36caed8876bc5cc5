import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
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

/**
 * The server's whole output (its JSON log lines on stdout, anything on stderr) appended to `file`,
 * as an operator's log collector would keep it: the specs of e2e-ops/ read it. Without a file the
 * output goes where `quiet` says.
 */
const logTo = (command: string, file?: string) => (file ? `${command} >> ${JSON.stringify(file)} 2>&1` : command);

/** A fresh file for a server's output, named once per run (the workers load the config again). */
export function serverLogFile(variable: string): string {
  process.env[variable] ??= path.join(mkdtempSync(path.join(tmpdir(), "e2e-server-log-")), "server.log");
  return process.env[variable] as string;
}

const quiet = { reuseExistingServer: false, timeout: 60_000, stdout: "ignore", stderr: "pipe" } as const;

/**
 * The production build on `port`. Not `-H 127.0.0.1`: with a literal loopback address Next 16
 * treats the i18n rewrite as external and answers 307 in a loop (vercel/next.js#94745).
 * SITE_URL is required by a production server (web/src/config/site-url.ts) and is where the build's
 * absolute URLs point: the origin the build was made for (`npm start`'s, scripts/run/start-builds.ts),
 * not this server's port, as an instance behind a proxy serves the public origin.
 */
export function siteServer(
  port: number,
  env: Record<string, string> = {},
  { logFile }: { logFile?: string } = {},
): WebServer {
  const url = `http://localhost:${port}`;
  return {
    command: logTo(`pnpm exec next start -p ${port} -H localhost`, logFile),
    url: `${url}/`,
    ...quiet,
    env: { SITE_URL: startSiteUrl(), ...env },
  };
}

/**
 * The site reading a throwaway local lake through @sanity/client, with its own fallback folder
 * under `dir`; pages regenerated from that lake stay in the server's memory (web/cache/route-cache.ts).
 */
export function siteOnLake(
  port: number,
  lake: { origin: string; secret: string; dir: string },
  env = {},
  options: { logFile?: string } = {},
) {
  return siteServer(
    port,
    {
      ...siteEnvForLake(lake.origin, lake.secret),
      CONTENT_FALLBACK_DIR: path.join(lake.dir, "fallback"),
      ...env,
    },
    options,
  );
}

/** A local Content Lake (lake/src/cli.ts) with the given options. */
export function lakeServer(options: LakeOptions & { logFile?: string }, env: Record<string, string> = {}): WebServer {
  return {
    command: logTo(`node ${JSON.stringify(LAKE_CLI)}`, options.logFile),
    cwd: ROOT,
    port: options.port,
    ...quiet,
    env: { ...lakeEnv(options), ...env },
  };
}
