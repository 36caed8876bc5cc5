// `npm start`: the site and its studio in production mode, with nothing but this repository.
//
// Without a Sanity project (SANITY_PROJECT_ID unset) it runs the local Content Lake (lake/) on
// LAKE_PORT (3333), which serves the built studio at its root; the site (PORT, 3000) reads that
// lake through @sanity/client, and the lake sends its signed webhooks to the site. The first run
// copies the seed dataset into .data/lake/. With SANITY_PROJECT_ID set, only the site runs, reading
// that project. CONTENT_SOURCE=embedded runs only the site over the seed file, as before the lake.
// Why: docs/decisions/0006-local-lake-and-content-source.md.
//
// Crash-only (issue 40): a process that dies is started again alone, on the same port with the same
// environment, and the other keeps serving (scripts/run/supervisor.ts); Ctrl-C stops both.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ROOT, STUDIO, WEB } from "./lib.mjs";
import {
  lakeOriginOnHost,
  localSecret,
  siteEnvForLake,
  spawnLake,
  startLakeProcess,
  waitForHttp,
} from "./local-lake.ts";
import { serverMemoryEnv } from "./server-memory.mjs";
import { buildForLake, buildWeb, lakePublicOrigin, startLakePort, startPort, startSiteUrl } from "./start-builds.ts";
import { stopOnSignals, supervise } from "./supervisor.ts";

const NEXT_CLI = join(WEB, "node_modules", "next", "dist", "bin", "next");
const port = String(startPort());
const lakePort = startLakePort();
const siteUrl = `http://localhost:${port}`;
// The public origin of every absolute URL (canonical links, sitemap, feeds). The production server
// refuses to start without it; locally the site is its own origin. Set before the build too: pages
// prerendered by the build carry it (and `npm test` builds for the same one: scripts/run/start-builds.ts).
process.env.SITE_URL = startSiteUrl();

if (process.env.SANITY_PROJECT_ID || process.env.CONTENT_SOURCE === "embedded") {
  const status = buildWeb();
  if (status !== 0) process.exit(status);
  console.log(`\n  Site ready: ${siteUrl}/  (English: ${siteUrl}/en)\n`);
  const env = serverMemoryEnv();
  stopOnSignals(supervise([siteService(env)]));
} else {
  await startWithLocalLake();
}

async function startWithLocalLake() {
  // Editors beyond this machine (LAKE_HOST + LAKE_EDITORS, docs/studio.md) open the studio at its
  // public address, which is also the only one the build lets frame the site's preview.
  let studioUrl;
  try {
    studioUrl = lakePublicOrigin();
  } catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const lakeUrl = lakeOriginOnHost(process.env.LAKE_HOST, lakePort);
  const secret = localSecret("revalidate-secret");

  const lakeOptions = {
    port: lakePort,
    host: process.env.LAKE_HOST,
    publicUrl: process.env.LAKE_PUBLIC_URL,
    dataDir: process.env.LAKE_DATA_DIR,
    studioDir: `${STUDIO}/dist`,
    // The site as editors' browsers reach it: its public origin once SITE_URL names one.
    previewUrl: startSiteUrl(),
    webhook: { url: `${siteUrl}/api/revalidate`, secret },
    editors: process.env.LAKE_EDITORS,
    // Its stderr through the supervisor, which keeps the last lines for the log of a crash (the lake
    // logs on stdout; stderr carries only what a dying process writes, so the pipe stays near empty
    // while the synchronous build below does not read it).
    stdio: /** @type {import("node:child_process").StdioOptions} */ (["inherit", "inherit", "pipe"]),
  };
  const lake = await startLakeProcess(lakeOptions).catch((error) => {
    console.error(`[start] the local Content Lake did not start: ${error.message}`);
    process.exit(1);
  });
  // Supervised from now on: restarted if it dies, stopped by Ctrl-C, its stderr read during the build.
  const supervisor = supervise([
    // It already answers (the build reads it); a restart spawns it again with the same options.
    { name: "lake", child: lake.child, start: () => spawnLake(lakeOptions) },
  ]);
  stopOnSignals(supervisor);
  const stopAndExit = (code) => supervisor.stop("SIGTERM").then(() => process.exit(code));

  // Both builds in one turbo run. The studio is a static bundle that calls the lake serving it and
  // previews the site that lake names (previewUrl above). The site's pages are prerendered from
  // the lake: the content fingerprint is part of turbo's cache key, so a build older than the
  // editors' last change is not reused. After `npm test` on an unchanged lake both keys are the
  // test's and nothing is built (scripts/run/start-builds.ts).
  // A failure here must not leave the lake running without its parent (its port stays taken).
  const status = await buildForLake(lakeUrl).catch((error) => {
    console.error(`[start] the build could not read the local Content Lake: ${error.message}`);
    return 1;
  });
  if (status !== 0) return stopAndExit(status);
  // At run time: the lake's address and token, and the webhook secret. (Who may frame the site is
  // compiled into the build: studioOriginForBuild in scripts/run/start-builds.ts.)
  const siteEnv = siteEnvForLake(lakeUrl, secret);
  supervisor.add(siteService({ ...serverMemoryEnv(), ...siteEnv, NEXT_TELEMETRY_DISABLED: "1" }));
  // A site that never answers (its supervisor logs each exit and why) is not left restarting alone.
  const answered = await waitForHttp(`${siteUrl}/`, { timeoutMs: 120_000 }).then(
    () => true,
    (error) => {
      console.error(`[start] the site did not start: ${error.message}`);
      return false;
    },
  );
  if (!answered) return stopAndExit(1);
  console.log(
    `\n  Site ready:   ${siteUrl}/  (English: ${siteUrl}/en)` +
      `\n  Studio ready: ${studioUrl}/  (editors' content lives in ${process.env.LAKE_DATA_DIR || `${process.env.DATA_DIR || `${ROOT}/.data`}/lake`})\n`,
  );
}

/**
 * The production server of web/.next on `port`, as the supervisor starts it (and starts it again
 * after a crash: same port, same `env`). Node runs Next's CLI directly: `pnpm exec` would add its
 * own start-up to every `npm start`.
 * @param {NodeJS.ProcessEnv} env
 * @returns {import("./supervisor.ts").Service}
 */
function siteService(env) {
  return {
    name: "site",
    start: () =>
      spawn(process.execPath, [NEXT_CLI, "start", "-p", port], {
        cwd: WEB,
        stdio: ["inherit", "inherit", "pipe"],
        env,
      }),
    passLine: isNotStandaloneWarning,
  };
}

/**
 * Next warns on every `next start` of a build made with `output: "standalone"` that it "does not
 * work" and names the standalone server. It does work: the standalone folder is for the image and
 * the cluster (scripts/run/standalone.mjs), and npm start serves the same build in place
 * (docs/decisions/0020-start-reuses-the-test-build.md). That one line is dropped; the rest passes.
 */
function isNotStandaloneWarning(/** @type {string} */ line) {
  return !line.includes('"next start" does not work with "output: standalone"');
}
