// The Presentation tool's preview secrets, as the site checks them (@sanity/preview-url-secret's
// own query, evaluated by the lake): valid for an hour after the studio wrote them, then refused.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fetchSecretQuery } from "@sanity/preview-url-secret/constants";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningLake, removeDir, startLake, tempDataDir } from "./harness.ts";

let lake: RunningLake;
beforeAll(async () => {
  const dataDir = tempDataDir();
  mkdirSync(dataDir, { recursive: true });
  const secret = (name: string, updatedAt: Date) => ({
    _id: `drafts.sanity-preview-url-secret.${name}`,
    _type: "sanity.previewUrlSecret",
    _rev: name,
    _createdAt: updatedAt.toISOString(),
    _updatedAt: updatedAt.toISOString(),
    secret: name,
    source: "e2e",
    studioUrl: "http://localhost:3333/presentation",
    userId: "local-editor",
  });
  const lines = [secret("fresh", new Date(Date.now() - 60_000)), secret("expired", new Date(Date.now() - 3_601_000))];
  writeFileSync(path.join(dataDir, "dataset.ndjson"), `${lines.map((line) => JSON.stringify(line)).join("\n")}\n`);
  lake = await startLake({}, dataDir);
});
afterAll(async () => {
  await lake.stop();
  removeDir(lake.dataDir);
});

it("finds a secret written within the hour and not an older one", async () => {
  const find = async (secret: string) => {
    const search = new URLSearchParams({
      query: fetchSecretQuery,
      $secret: JSON.stringify(secret),
      perspective: "raw",
    });
    const response = await lake.api(`/data/query/production?${search}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: unknown }).result;
  };
  expect(await find("fresh")).toEqual(expect.objectContaining({ _id: "drafts.sanity-preview-url-secret.fresh" }));
  expect(await find("expired")).toBeNull();
  expect(await find("guessed")).toBeNull();
});
