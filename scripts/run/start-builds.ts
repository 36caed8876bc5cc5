// The two builds `npm start` serves in lake mode, the studio and the site prerendered from the local
// lake, each made by one function here. `npm test` builds through the same functions, so both
// commands run the same `turbo run build` with the same environment, and `npm start` after
// `npm test` gets both builds from turbo's cache instead of building again (issue 17, see
// docs/decisions/0020-start-reuses-the-test-build.md). Node 24 runs this directly.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pruneTurboCache } from "../build/turbo-cache.ts";
import { contentFingerprint, siteEnvForLake, startLakeProcess, studioEnvForLake } from "./local-lake.ts";

const ROOT = path.join(import.meta.dirname, "..", "..");

/** The port `npm start` serves the site on. */
export const startPort = () => Number(process.env.PORT || 3000);
/** The port of `npm start`'s local lake, which serves the studio. */
export const startLakePort = () => Number(process.env.LAKE_PORT || 3333);

/**
 * The public origin the production build prerenders into its pages (canonical and hreflang links,
 * Open Graph URLs): `npm start`'s own address unless SITE_URL names another. `npm test` builds for
 * this origin too, and runs its servers with it on their own ports, as instances behind a proxy
 * run (docs/decisions/0015-error-pages-and-build-origin.md: page heads keep the build's origin).
 */
export const startSiteUrl = () => (process.env.SITE_URL || `http://localhost:${startPort()}`).replace(/\/+$/, "");

/**
 * Who may frame the site besides itself (CSP frame-ancestors, compiled into the build,
 * web/src/http/security-headers.ts): the studio a local lake serves, on whichever loopback port
 * that lake runs (`npm start`'s, or a test's). SANITY_STUDIO_ORIGIN names a real studio instead.
 */
export const LOCAL_STUDIO_ORIGIN = "http://localhost:*";

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
    SANITY_STUDIO_ORIGIN: process.env.SANITY_STUDIO_ORIGIN || LOCAL_STUDIO_ORIGIN,
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
