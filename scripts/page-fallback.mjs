// The built-in page copy, generated from the seed: `pnpm page-fallback` writes
// web/src/company/page-fallback.json from the `page` documents of studio/seed/production.ndjson.
// The site shows it only for a page key whose document is missing from the dataset, so a route
// answers with real words before its document is written. The seed is the one hand-kept copy;
// scripts/page-fallback.test.ts fails when this file is stale.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseNdjson } from "./seed-format.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
export const SEED_FILE = path.join(ROOT, "studio", "seed", "production.ndjson");
export const FALLBACK_FILE = path.join(ROOT, "web", "src", "company", "page-fallback.json");

// Images are left out: their assets belong to a dataset, and a fallback must not point into one.
// Portable Text keeps its `_type`s (the renderer needs them); the document's own bookkeeping goes.
const DROPPED = new Set(["_id", "_rev", "_createdAt", "_updatedAt", "pageKey", "heroImage", "image"]);
const PLAIN_TYPES = new Set(["page", "pageSection", "sectionItem", "pageLink"]);

function strip(value) {
  if (Array.isArray(value)) return value.map(strip);
  if (!value || typeof value !== "object") return value;
  const kept = Object.entries(value).filter(
    ([key]) => !DROPPED.has(key) && !(key === "_type" && PLAIN_TYPES.has(value._type)),
  );
  return Object.fromEntries(kept.map(([key, inner]) => [key, strip(inner)]));
}

/** `{ [pageKey]: { zh, en } }` of the seed's published page documents, as the page query returns them. */
export function pageFallback(seedText) {
  const pages = {};
  for (const doc of parseNdjson(seedText)) {
    if (doc._type !== "page" || doc._id.startsWith("drafts.")) continue;
    pages[doc.pageKey] ??= {};
    pages[doc.pageKey][doc.language] = strip(doc);
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
