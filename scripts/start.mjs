// `npm start`: the site and its studio in production mode, with nothing but this repository.
//
// Without a Sanity project (SANITY_PROJECT_ID unset) it runs the local Content Lake (lake/) on
// LAKE_PORT (3333), which serves the built studio at its root; the site (PORT, 3000) reads that
// lake through @sanity/client, and the lake sends its signed webhooks to the site. The first run
// copies the seed dataset into .data/lake/. With SANITY_PROJECT_ID set, only the site runs, reading
// that project. CONTENT_SOURCE=embedded runs only the site over the seed file, as before the lake.
// Why: docs/decisions/0006-local-lake-and-content-source.md.
import { spawn } from "node:child_process";
import { ROOT, run, STUDIO, serve, superviseAll, WEB } from "./lib.mjs";
import {
  contentFingerprint,
  localSecret,
  siteEnvForLake,
  startLakeProcess,
  studioEnvForLake,
  waitForHttp,
} from "./local-lake.ts";
import { serverMemoryEnv } from "./server-memory.mjs";

const port = process.env.PORT || "3000";
const lakePort = Number(process.env.LAKE_PORT || 3333);
const siteUrl = `http://localhost:${port}`;
const turboBuild = (filter, env) =>
  run("pnpm", ["exec", "turbo", "run", "build", `--filter=${filter}`, "--output-logs=errors-only"], { env });
// The public origin of every absolute URL (canonical links, sitemap, feeds). The production server
// refuses to start without it; locally the site is its own origin. Set before the build too: pages
// prerendered by the build carry it.
process.env.SITE_URL ||= siteUrl;

if (process.env.SANITY_PROJECT_ID || process.env.CONTENT_SOURCE === "embedded") {
  const status = turboBuild("@wafer/web");
  if (status !== 0) process.exit(status);
  console.log(`\n  Site ready: ${siteUrl}/  (English: ${siteUrl}/en)\n`);
  serve("pnpm", ["exec", "next", "start", "-p", port], { cwd: WEB, env: serverMemoryEnv() });
} else {
  await startWithLocalLake();
}

async function startWithLocalLake() {
  const lakeUrl = `http://localhost:${lakePort}`;
  const secret = localSecret("revalidate-secret");

  // The studio is a static bundle that calls the lake serving it; turbo reuses it while nothing changed.
  let status = turboBuild("@wafer/studio", { ...studioEnvForLake(siteUrl), SANITY_TELEMETRY_DISABLED: "1" });
  if (status !== 0) process.exit(status);

  const lake = await startLakeProcess({
    port: lakePort,
    dataDir: process.env.LAKE_DATA_DIR,
    studioDir: `${STUDIO}/dist`,
    webhook: { url: `${siteUrl}/api/revalidate`, secret },
    editors: process.env.LAKE_EDITORS,
  }).catch((error) => {
    console.error(`[start] the local Content Lake did not start: ${error.message}`);
    process.exit(1);
  });
  const stopLakeAndExit = (code) => lake.stop().then(() => process.exit(code));
  process.once("SIGINT", () => stopLakeAndExit(130));

  // The web build prerenders pages from the lake: the content fingerprint is part of turbo's cache
  // key (turbo.json hashes SANITY_*), so a build older than the editors' last change is not reused.
  // The lake serves the studio, whose Presentation tool frames the site (CSP frame-ancestors, read
  // at build time: web/src/http/security-headers.ts).
  const siteEnv = {
    SANITY_STUDIO_ORIGIN: process.env.SANITY_STUDIO_ORIGIN || lakeUrl,
    ...siteEnvForLake(lakeUrl, secret),
  };
  const fingerprint = await contentFingerprint(lakeUrl);
  status = turboBuild("@wafer/web", { ...siteEnv, SANITY_CONTENT_FINGERPRINT: fingerprint });
  if (status !== 0) return stopLakeAndExit(status);
  process.removeAllListeners("SIGINT");

  const site = spawn("pnpm", ["exec", "next", "start", "-p", port], {
    cwd: WEB,
    stdio: "inherit",
    env: { ...serverMemoryEnv(), ...siteEnv, NEXT_TELEMETRY_DISABLED: "1" },
  });
  superviseAll([lake.child, site]);
  await waitForHttp(`${siteUrl}/`, { child: site, timeoutMs: 120_000 });
  console.log(
    `\n  Site ready:   ${siteUrl}/  (English: ${siteUrl}/en)` +
      `\n  Studio ready: ${lakeUrl}/  (editors' content lives in ${process.env.LAKE_DATA_DIR || `${ROOT}/.data/lake`})\n`,
  );
}
