import "server-only";
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { config } from "../config/env.ts";
import type { Perspective, SourceQuery } from "./query";

/**
 * The embedded dataset: Sanity's NDJSON export format, shipped with the repository, evaluated
 * with groq-js. The same file can be imported into a real Sanity project. It is read once and
 * read again when the file changes (publish-local edits it), checked by mtime on each query:
 * queries only run when a cache entry is filled, so the stat costs nothing that matters.
 */
export function datasetPath(): string {
  const configured = config().EMBEDDED_DATASET_PATH;
  if (configured) return path.resolve(configured);
  // `next` runs in web/, the unit tests at the repository root: look from either.
  const relative = path.join("studio", "seed", "production.ndjson");
  const candidates = [path.join(process.cwd(), "..", relative), path.join(process.cwd(), relative)];
  return candidates.find((candidate) => existsSync(candidate)) ?? (candidates[0] as string);
}

type Doc = { _id: string; [key: string]: unknown };
let loaded: { file: string; mtimeMs: number; docs: Promise<Doc[]> } | undefined;

function documents(): Promise<Doc[]> {
  const file = datasetPath();
  const { mtimeMs } = statSync(/*turbopackIgnore: true*/ file);
  if (!loaded || loaded.file !== file || loaded.mtimeMs !== mtimeMs) {
    const docs = readFile(/*turbopackIgnore: true*/ file, "utf8").then(parseNdjson);
    loaded = { file, mtimeMs, docs };
    // A failed read must not be remembered: the next query tries again.
    docs.catch(() => {
      if (loaded?.docs === docs) loaded = undefined;
    });
  }
  return loaded.docs;
}

export function parseNdjson(text: string): Doc[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Doc);
}

const isDraft = (doc: Doc) => doc._id.startsWith("drafts.");

/**
 * Sanity's perspectives over a plain list of documents: `published` hides drafts; `drafts`
 * shows each document's draft in place of its published version (under the published id),
 * plus drafts that were never published.
 */
export function applyPerspective(docs: Doc[], perspective: Perspective): Doc[] {
  if (perspective === "published") return docs.filter((doc) => !isDraft(doc));
  const drafts = new Map(docs.filter(isDraft).map((doc) => [doc._id.slice("drafts.".length), doc]));
  const published = docs.filter((doc) => !isDraft(doc));
  const publishedIds = new Set(published.map((doc) => doc._id));
  const merged = published.map((doc) => {
    const draft = drafts.get(doc._id);
    return draft ? { ...draft, _id: doc._id } : doc;
  });
  for (const [id, draft] of drafts) if (!publishedIds.has(id)) merged.push({ ...draft, _id: id });
  return merged;
}

export async function queryEmbedded<T>({ query, params, perspective }: SourceQuery): Promise<T> {
  const dataset = applyPerspective(await documents(), perspective);
  // groq-js decides at parse time whether `field[$locale]` is attribute access or a filter: it
  // needs the parameters then too, or localized fields silently fall back to Chinese.
  const result = await evaluate(parse(query, { params }), { dataset, params });
  return (await result.get()) as T;
}
