import "server-only";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import type { ContentSource } from "./source";

/**
 * The embedded dataset: Sanity's NDJSON export format, shipped with the repository, evaluated with
 * groq-js. The same file can be imported into a real Sanity project.
 */
export const DATASET_PATH = process.env.EMBEDDED_DATASET_PATH
  ? path.resolve(process.env.EMBEDDED_DATASET_PATH)
  : defaultDatasetPath();

/** `next` runs in web/, the unit tests at the repository root: look from either. */
function defaultDatasetPath(): string {
  const relative = path.join("studio", "seed", "production.ndjson");
  const candidates = [path.join(process.cwd(), "..", relative), path.join(process.cwd(), relative)];
  return candidates.find((candidate) => existsSync(candidate)) ?? (candidates[0] as string);
}

let dataset: Promise<unknown[]> | undefined;

function loadDataset(): Promise<unknown[]> {
  dataset ??= readFile(DATASET_PATH, "utf8").then((text) =>
    text
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as unknown),
  );
  return dataset;
}

export const embeddedSource: ContentSource = {
  mode: "embedded",
  async fetch<T>({ query, params }: { query: string; params?: Record<string, unknown> }) {
    const result = await evaluate(parse(query), { dataset: await loadDataset(), params });
    return (await result.get()) as T;
  },
};
