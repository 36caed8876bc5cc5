// The built-in page copy, generated from the seed: `pnpm page-fallback` writes
// web/src/company/page-fallback.json from the `page` documents of studio/seed/production.ndjson.
// The site shows it only for a page key whose document is missing from the dataset, so a route
// answers with real words before its document is written. The seed is the one hand-kept copy;
// scripts/build/page-fallback.test.ts fails when this file is stale.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseNdjson } from "../seed/seed-format.mjs";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const SEED_FILE = path.join(ROOT, "studio", "seed", "production.ndjson");
export const FALLBACK_FILE = path.join(ROOT, "web", "src", "company", "page-fallback.json");

// Each document as PAGE_COPY_QUERY projects it (web/src/content/queries.ts), with every field the
// query returns (null when empty), so the file has the query's generated type. Images are left out:
// their assets belong to a dataset, and a fallback must not point into one.
const link = (value) => (value ? { label: value.label, href: value.href } : null);
const item = (value) => ({
  _key: value._key,
  figure: value.figure ?? null,
  title: value.title,
  text: value.text ?? null,
  image: null,
  link: link(value.link),
});
const section = (value) => ({
  _key: value._key,
  key: value.key,
  layout: value.layout ?? null,
  heading: value.heading,
  subheading: value.subheading ?? null,
  body: value.body ?? null,
  image: null,
  link: link(value.link),
  items: value.items ? value.items.map(item) : null,
});
const page = (doc) => ({
  language: doc.language,
  title: doc.title,
  heroTitle: doc.heroTitle ?? null,
  intro: doc.intro ?? null,
  heroImage: null,
  seoDescription: doc.seoDescription ?? null,
  sections: doc.sections ? doc.sections.map(section) : null,
});

/** `{ [pageKey]: { zh, en } }` of the seed's published page documents, as the page query returns them. */
export function pageFallback(seedText) {
  const pages = {};
  for (const doc of parseNdjson(seedText)) {
    if (doc._type !== "page" || doc._id.startsWith("drafts.")) continue;
    pages[doc.pageKey] ??= {};
    pages[doc.pageKey][doc.language] = page(doc);
  }
  return Object.fromEntries(
    Object.keys(pages)
      .sort()
      .map((key) => [key, { zh: pages[key].zh, en: pages[key].en }]),
  );
}

export const renderFallback = (seedText) => `${JSON.stringify(pageFallback(seedText), null, 2)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(FALLBACK_FILE, renderFallback(readFileSync(SEED_FILE, "utf8")));
  console.log(`wrote ${path.relative(ROOT, FALLBACK_FILE)}`);
}
