// Long main-thread tasks of a first visit, measured so that a busy machine hardly changes them:
// `pnpm bench:long-tasks [--runs N] [--only /path,...]`. Loads each page of issue 17's list (mobile
// viewport, empty cache) in the system Chromium from a production server on the last build, records a
// Chrome trace, and takes every main-thread task's *thread CPU time* × 4 (Lighthouse's mobile CPU
// multiplier; Lighthouse itself multiplies wall time, which other processes on the machine inflate).
// Prints per page the median of: tasks of 50 ms or more after the first contentful paint, the longest
// (and the script it ran), their blocking time (each one's time over 50 ms: TBT's definition) and
// the main thread's CPU for the whole load. A proxy of Lighthouse's TBT for comparing two builds on
// a shared machine (docs/decisions/0024-compile-hints.md); `pnpm bench:lighthouse` on a
// quiet machine stays the figure of record. Env: BENCH_PORT (default 3200), CHROMIUM_PATH.
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { visitorHeaders, WEIGHED_PAGES } from "../../web/e2e/page-weight.ts";
import { WEB } from "../run/lib.mjs";
import { startBenchServer } from "./bench-server.mjs";

const CPU_MULTIPLIER = 4;
const LONG_TASK_MS = 50;
const { values } = parseArgs({ options: { runs: { type: "string", default: "3" }, only: { type: "string" } } });
const runs = Math.max(1, Number(values.runs) || 3);
const urls = WEIGHED_PAGES.map((page) => page.url).filter(
  (url) => !values.only || values.only.split(",").includes(url),
);
const { chromium } = createRequire(path.join(WEB, "package.json"))("@playwright/test");
const { systemChromium } = await import("../../web/playwright.browser.ts");

/** The figures of one trace: the main thread of the page's renderer, from its navigation on. */
function measure(events) {
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame &&
      event.args?.data?.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) return null;
  const { pid, tid, ts: start } = navigation;
  const fcp = events.find((event) => event.name === "firstContentfulPaint" && event.pid === pid && event.ts >= start);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ts >= start);
  const tasks = onMain.filter((event) => event.name === "RunTask" && event.ph === "X");
  const cpu = (task) => ((task.tdur ?? task.dur) * CPU_MULTIPLIER) / 1000;
  const long = tasks.filter((task) => task.ts >= (fcp?.ts ?? start) && cpu(task) >= LONG_TASK_MS);
  const longest = long.reduce((a, b) => (cpu(b) > cpu(a) ? b : a), long[0]);
  const script = longest
    ? onMain.find(
        (event) =>
          (event.name === "EvaluateScript" || event.name === "FunctionCall") &&
          event.ts >= longest.ts &&
          event.ts < longest.ts + longest.dur &&
          event.args?.data?.url,
      )?.args.data.url
    : undefined;
  return {
    count: long.length,
    longest: longest ? cpu(longest) : 0,
    longestScript: script ? new URL(script).pathname.split("/").pop() : "",
    blocking: long.reduce((sum, task) => sum + cpu(task) - LONG_TASK_MS, 0),
    mainThread: tasks.reduce((sum, task) => sum + cpu(task), 0),
  };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const server = await startBenchServer();
const browser = await chromium.launch(systemChromium);
const rows = [];
try {
  for (const url of urls) {
    // Warm the page: its first request renders it on demand; visitors see it warm.
    await fetch(`${server.origin}${url}`, { headers: visitorHeaders(url) });
    const samples = [];
    for (let attempt = 0; samples.length < runs && attempt < runs * 3; attempt++) {
      // Lighthouse's phone: 412 × 823 at 1.75×, touch.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        extraHTTPHeaders: { "Accept-Language": visitorHeaders(url)["Accept-Language"] },
      });
      // The zh pages as a visitor who chose Chinese sees them (the cookie of visitorHeaders).
      const cookie = visitorHeaders(url).Cookie?.split("=");
      if (cookie) await context.addCookies([{ name: cookie[0], value: cookie[1], url: server.origin }]);
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "toplevel",
          "loading",
          "v8.execute",
          "blink.user_timing",
        ],
      });
      await page.goto(`${server.origin}${url}`, { waitUntil: "load" });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
      await page.waitForTimeout(2_000); // lazy chunks (the form) and effects after hydration
      const figures = measure(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
      await context.close();
      if (figures) samples.push(figures);
    }
    const longest = samples.find((sample) => sample.longest === median(samples.map((s) => s.longest)));
    rows.push([
      url,
      median(samples.map((s) => s.count)),
      Math.round(longest?.longest ?? 0),
      longest?.longestScript ?? "",
      Math.round(median(samples.map((s) => s.blocking))),
      Math.round(median(samples.map((s) => s.mainThread))),
    ]);
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(`\nMain-thread tasks of a first visit: thread CPU × ${CPU_MULTIPLIER}, median of ${runs} run(s)\n`);
const header = ["page", "tasks ≥ 50 ms after FCP", "longest ms", "its script", "blocking ms", "main thread ms"];
console.log(`| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
process.exit(0);
