// The two builds `npm start` serves in lake mode, the studio and the site prerendered from the local
// lake, each made by one function here. `npm test` builds through the same functions, so both
// commands run the same `turbo run build` with the same environment, and `npm start` after
// `npm test` gets both builds from turbo's cache instead of building again (issue 17, see
// docs/decisions/0020-start-reuses-the-test-build.md). Node 24 runs this directly.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isLoopbackName } from "../../lake/src/loopback.ts";
import { pruneTurboCache } from "../build/turbo-cache.ts";
import {
  contentFingerprint,
  lakeOriginOnHost,
  siteEnvForLake,
  startLakeProcess,
  studioEnvForLake,
} from "./local-lake.ts";

const ROOT = path.join(import.meta.dirname, "..", "..");

/** The port `npm start` serves the site on. */
export const startPort = (env: NodeJS.ProcessEnv = process.env) => Number(env.PORT || 3000);
/** The port of `npm start`'s local lake, which serves the studio. */
export const startLakePort = () => Number(process.env.LAKE_PORT || 3333);

/**
 * The public origin the production build prerenders into its pages (canonical and hreflang links,
 * Open Graph URLs): `npm start`'s own address unless SITE_URL names another. `npm test` builds for
 * this origin too, and runs its servers with it on their own ports, as instances behind a proxy
 * run (docs/decisions/0015-error-pages-and-build-origin.md: page heads keep the build's origin).
 */
export const startSiteUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.SITE_URL || `http://localhost:${startPort(env)}`).replace(/\/+$/, "");

/**
 * The studio of a local lake on whichever loopback port it runs (`npm start`'s, or a test's). One
 * build serves `npm test` and a local `npm start` (decision 0020), so it may not name one port.
 */
export const LOCAL_STUDIO_ORIGIN = "http://localhost:*";

/**
 * The address editors' browsers open the local lake's studio at under `npm start`: LAKE_PUBLIC_URL,
 * else the lake's own address. A lake on every interface (0.0.0.0) has no such address by itself.
 */
export function lakePublicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  if (env.LAKE_PUBLIC_URL) return new URL(env.LAKE_PUBLIC_URL).origin;
  const host = env.LAKE_HOST || "localhost";
  if (host === "0.0.0.0" || host === "::" || host === "[::]")
    throw new Error(
      `LAKE_HOST=${host} listens on every address; set LAKE_PUBLIC_URL to the one editors open ` +
        "(e.g. http://cms.example.internal:3333), the only studio the site lets frame its preview.",
    );
  return lakeOriginOnHost(host, Number(env.LAKE_PORT || 3333));
}

/**
 * Who may frame the site besides itself (CSP frame-ancestors, compiled into the build,
 * web/src/http/security-headers.ts): SANITY_STUDIO_ORIGIN when set. While the site and its lake are
 * this machine's alone (loopback), the local studio on any port; once either is public (SITE_URL,
 * LAKE_HOST), exactly the address editors open, nothing wider (issue 32).
 */
export function studioOriginForBuild(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SANITY_STUDIO_ORIGIN) return env.SANITY_STUDIO_ORIGIN;
  const studio = lakePublicOrigin(env);
  const local = isLoopbackName(new URL(startSiteUrl(env)).hostname) && isLoopbackName(new URL(studio).hostname);
  return local ? LOCAL_STUDIO_ORIGIN : studio;
}

type Package = "@wafer/studio" | "@wafer/web";

/** The turbo command line that builds these packages (the unit test asks it for hashes with `--dry=json`). */
export const turboBuildArgs = (packages: Package[]) => [
  "run",
  "build",
  ...packages.map((name) => `--filter=${name}`),
  "--output-logs=errors-only",
];

/**
 * `turbo run build` of these packages with this environment added; returns the exit status. turbo
 * is run directly, not through `pnpm exec` (a second on a loaded machine, on every `npm start`).
 */
export function turbo(args: string[], env: Record<string, string>, options: { quiet?: boolean } = {}) {
  return spawnSync(path.join(ROOT, "node_modules", ".bin", "turbo"), args, {
    cwd: ROOT,
    stdio: options.quiet ? "pipe" : "inherit",
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
}

function turboBuild(packages: Package[], env: Record<string, string>): number {
  const result = turbo(turboBuildArgs(packages), env);
  if (result.error) console.error(result.error.message);
  pruneTurboCache();
  return result.status ?? 1;
}

const studioEnv = () => ({ ...studioEnvForLake(), SANITY_TELEMETRY_DISABLED: "1" });

/** The studio the local lake serves (studio/dist); one build for every lake and site port. */
export function buildStudio(): number {
  return turboBuild(["@wafer/studio"], studioEnv());
}

/**
 * The environment of the site's build from the local lake at `lakeOrigin`. What shapes the output
 * is hashed by turbo (turbo.json): the public origin, the studio allowed to frame the site, the
 * project and dataset, and the fingerprint of the lake's content, so a build older than the
 * editors' last change is not reused. Where the lake listens and the read token are passed through
 * unhashed: they decide where the build reads, not what it writes (a test's throwaway copy of the
 * seed and a fresh `npm start` lake hold the same documents and revisions). The webhook secret is
 * not needed to build.
 */
export async function webBuildEnvForLake(lakeOrigin: string): Promise<Record<string, string>> {
  const { SANITY_REVALIDATE_SECRET: _secret, ...readEnv } = siteEnvForLake(lakeOrigin, "");
  return {
    ...readEnv,
    SITE_URL: startSiteUrl(),
    SANITY_STUDIO_ORIGIN: studioOriginForBuild(),
    SANITY_CONTENT_FINGERPRINT: await contentFingerprint(lakeOrigin),
  };
}

/** The site's production build (web/.next) with this environment added (no local lake). */
export function buildWeb(env: Record<string, string> = {}): number {
  return turboBuild(["@wafer/web"], { SITE_URL: startSiteUrl(), ...env });
}

/**
 * Both builds `npm start` serves with the local lake at `lakeOrigin`, in one turbo run (each task
 * keeps its own hash: turbo.json gives the studio only its SANITY_STUDIO_* variables).
 */
export async function buildForLake(lakeOrigin: string): Promise<number> {
  return turboBuild(["@wafer/studio", "@wafer/web"], { ...studioEnv(), ...(await webBuildEnvForLake(lakeOrigin)) });
}

/**
 * `npm test`'s builds: the same, with the site's pages prerendered from a throwaway local lake on
 * `lakePort` (a copy of the seed, which holds what a fresh `npm start` lake holds).
 */
export async function buildFromSeed(lakePort: number): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lake-build-"));
  const lake = await startLakeProcess({ port: lakePort, dataDir: path.join(dataDir, "lake"), stdio: "ignore" });
  try {
    return await buildForLake(lake.origin);
  } finally {
    await lake.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
