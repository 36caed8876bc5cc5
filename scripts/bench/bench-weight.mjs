// What a first visit downloads: `pnpm bench:weight`. For each page of issue 17's list, loads it in
// the system Chromium (empty cache) from a production server on the last build and prints the
// compressed bytes of JavaScript, CSS and HTML, against the budgets of web/e2e/page-weight.ts
// (the same figures the budget test, web/e2e/weight.spec.ts, holds). `--scripts` lists each
// page's script files. Env: BENCH_PORT (default 3200), CHROMIUM_PATH (default /usr/bin/chromium).
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { BUDGETS, KIB, overBudget, WEIGHED_PAGES, weighPage } from "../../web/e2e/page-weight.ts";
import { WEB } from "../run/lib.mjs";
import { startBenchServer } from "./bench-server.mjs";

const { values } = parseArgs({ options: { scripts: { type: "boolean", default: false } } });
const { chromium } = createRequire(path.join(WEB, "package.json"))("@playwright/test");
const { systemChromium } = await import("../../web/playwright.browser.ts");

const server = await startBenchServer();
const browser = await chromium.launch(systemChromium);
const kb = (bytes) => (bytes / KIB).toFixed(1);
const rows = [];
try {
  for (const { url, kind } of WEIGHED_PAGES) {
    // Warm the page: its first request renders it on demand; visitors see it warm.
    await fetch(`${server.origin}${url}`);
    const context = await browser.newContext();
    const weight = await weighPage(await context.newPage(), server.origin, url, kind);
    await context.close();
    rows.push(weight);
    if (values.scripts) {
      console.log(`${url}`);
      for (const script of weight.scripts) console.log(`  ${kb(script.bytes).padStart(6)} KiB  ${script.path}`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(`\nCompressed bytes of a first visit, in KiB (1,024 B; HTML sent as ${rows[0]?.encoding})\n`);
const header = ["page", "kind", "JS KiB", "JS files", "CSS KiB", "HTML KiB", "JS budget", "within"];
console.log(`| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
for (const row of rows) {
  const over = overBudget(row);
  console.log(
    `| ${[row.url, row.kind, kb(row.js), row.scripts.length, kb(row.css), kb(row.html), kb(BUDGETS.js[row.kind]), over.length ? `no: ${over.join("; ")}` : "yes"].join(" | ")} |`,
  );
}
console.log(`\nHTML budget: ${kb(BUDGETS.html)} KiB per page`);
process.exit(0);
