// Lighthouse scores of the most visited pages: `pnpm bench:lighthouse [--runs N] [--only /path,...]`.
// Runs Lighthouse (mobile profile, the npm package) in the system Chromium against a production
// server it starts on the last build (run `next build` in web/ first), N times per page (default 1),
// and prints the median of each category score and of LCP, TBT and CLS per page.
// Env: BENCH_PORT (default 3200), CHROME_PATH (default /usr/bin/chromium or CHROMIUM_PATH).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const ROOT = path.join(import.meta.dirname, "..");
const WEB = path.join(ROOT, "web");
const { values } = parseArgs({
  options: { runs: { type: "string", default: "1" }, only: { type: "string" } },
});
const runs = Math.max(1, Number(values.runs) || 1);
const port = Number(process.env.BENCH_PORT ?? 3200);
const site = `http://localhost:${port}`;
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// The ten most visited pages, each in both languages.
const PAGES = [
  "/",
  "/product",
  "/about",
  "/news",
  "/news/shanghai-300mm-capacity",
  "/societysort",
  "/jobs/epitaxy-process-engineer",
  "/message",
  "/eirform",
  "/contact",
];
const urls = PAGES.flatMap((page) => [page, page === "/" ? "/en" : `/en${page}`]).filter(
  (url) => !values.only || values.only.split(",").includes(url),
);

if (!existsSync(path.join(WEB, ".next", "BUILD_ID"))) {
  console.error("No production build: run `pnpm --dir web exec next build` first.");
  process.exit(1);
}

const server = spawn("pnpm", ["exec", "next", "start", "-p", String(port), "-H", "localhost"], {
  cwd: WEB,
  env: { ...process.env, SITE_URL: process.env.SITE_URL ?? site },
  stdio: "ignore",
  detached: true,
});
const stop = () => {
  if (server.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  }
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${site}/robots.txt`)).ok) break;
  } catch {}
  if (i > 150) throw new Error("the server did not start");
  await new Promise((resolve) => setTimeout(resolve, 200));
}
// Warm every page once: the first request of a page renders it on demand; visitors see it warm.
for (const url of urls) await fetch(`${site}${url}`, { headers: { "accept-language": "zh-CN" } });

const lighthouseBin = path.join(ROOT, "node_modules", ".bin", "lighthouse");
const profile = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));

/** One Lighthouse run: category scores and the three vitals. */
function audit(url) {
  const zh = !url.startsWith("/en");
  const out = path.join(profile, "report.json");
  const result = spawnSync(
    lighthouseBin,
    [
      `${site}${url}`,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      // Lighthouse's Chrome asks for English: the Chinese home page needs the visitor's choice.
      `--extra-headers=${JSON.stringify(zh ? { Cookie: "i18n_locale=zh", "Accept-Language": "zh-CN,zh;q=0.9" } : { "Accept-Language": "en" })}`,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${path.join(profile, "chrome")}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: "utf8" },
  );
  if (result.status !== 0 || !existsSync(out)) {
    console.error(`lighthouse failed on ${url}: ${result.stderr?.slice(-500)}`);
    return null;
  }
  const report = JSON.parse(readFileSync(out, "utf8"));
  rmSync(out);
  const score = (id) => report.categories[id]?.score ?? Number.NaN;
  const failing = Object.values(report.audits)
    .filter((entry) => report.categories.seo.auditRefs.some((ref) => ref.id === entry.id && ref.weight > 0))
    .filter((entry) => entry.score !== null && entry.score < 1)
    .map((entry) => entry.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: report.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    failing,
  };
}

const median = (list) => {
  const sorted = list.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

console.log(
  `Lighthouse ${JSON.parse(readFileSync(path.join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8")).version}, mobile, ${runs} run(s) per page, median\n`,
);
const header = ["page", "perf", "a11y", "best pr.", "SEO", "LCP s", "TBT ms", "CLS"];
const rows = [];
for (const url of urls) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const sample = audit(url);
    if (sample) samples.push(sample);
  }
  const pick = (key) => median(samples.map((sample) => sample[key]));
  const failing = [...new Set(samples.flatMap((sample) => sample.failing))];
  rows.push([
    url,
    pick("performance").toFixed(2),
    pick("accessibility").toFixed(2),
    pick("bestPractices").toFixed(2),
    pick("seo").toFixed(2),
    (pick("lcp") / 1000).toFixed(2),
    pick("tbt").toFixed(0),
    pick("cls").toFixed(3),
  ]);
  console.log(`| ${rows.at(-1).join(" | ")} |${failing.length ? `  SEO audits below 1: ${failing.join(", ")}` : ""}`);
}
rmSync(profile, { recursive: true, force: true });

console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
const seoBelow = rows.filter((row) => row[4] !== "1.00");
console.log(
  seoBelow.length ? `\nSEO below 1.0 on: ${seoBelow.map((row) => row[0]).join(", ")}` : "\nSEO 1.00 on every page",
);
stop();
process.exit(0);
