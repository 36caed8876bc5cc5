// Site search timings: `pnpm bench:search`. Builds the search index and answers queries over the
// seed dataset and over a synthetic 2,000-document corpus made of the seed's own text, with the
// same modules the site runs (TypeScript run by Node's type stripping; test-support/ts-hooks.mjs maps
// the web's `@/` alias and extension-less imports).
import path from "node:path";
import { pathToFileURL } from "node:url";
import "../test-support/ts-hooks.mjs";

const WEB_SRC = path.resolve(import.meta.dirname, "..", "..", "web", "src");
const load = (file) => import(pathToFileURL(path.join(WEB_SRC, file)).href);
const { queryEmbedded } = await load("content/embedded.ts");
const { SEARCH_DOCUMENTS_QUERY } = await load("content/queries.ts");
const { buildIndex, search } = await load("search/engine.ts");
const { fingerprint, recordsOf } = await load("search/memo.ts");

/** Median milliseconds of `runs` calls (after one warm-up call). */
function time(runs, fn) {
  fn();
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

function synthetic(base, count) {
  return Array.from({ length: count }, (_, i) => {
    const source = base[i % base.length];
    const other = base[(i * 7 + 3) % base.length];
    return {
      ...source,
      _id: `${source._id}-${i}`,
      _rev: `r${i}`,
      slug: `${source.slug ?? "item"}-${i}`,
      body: [...(source.body ?? []), ...(other.body ?? [])],
    };
  });
}

const rows = [];
const report = (what, ms) => rows.push({ what, "median ms": Number(ms.toFixed(ms < 1 ? 3 : 1)) });

for (const [locale, queries] of /** @type {[string, string[]][]} */ ([
  ["zh", ["氩气退火", "外延", "上海 临港 产能"]],
  ["en", ["Lingang", "wafer", "epitaxy process engineer"]],
])) {
  const seed = await queryEmbedded({ query: SEARCH_DOCUMENTS_QUERY, params: { locale }, perspective: "published" });
  const big = synthetic(seed, 2000);
  const chars = recordsOf(big, locale).reduce((sum, record) => sum + record.title.length + record.text.length, 0);
  const seedIndex = buildIndex(locale, recordsOf(seed, locale));
  const bigIndex = buildIndex(locale, recordsOf(big, locale));
  report(
    `${locale}: build index, seed (${seed.length} documents)`,
    time(20, () => buildIndex(locale, recordsOf(seed, locale))),
  );
  report(
    `${locale}: build index, synthetic (2,000 documents, ${(chars / 1e6).toFixed(1)} M characters)`,
    time(5, () => buildIndex(locale, recordsOf(big, locale))),
  );
  report(
    `${locale}: fingerprint check, 2,000 documents (cost per search when nothing changed)`,
    time(50, () => fingerprint(big)),
  );
  for (const q of queries) {
    report(
      `${locale}: query "${q}", seed`,
      time(200, () => search(seedIndex, q)),
    );
    report(
      `${locale}: query "${q}", synthetic 2,000`,
      time(50, () => search(bigIndex, q)),
    );
  }
}
console.table(rows);
