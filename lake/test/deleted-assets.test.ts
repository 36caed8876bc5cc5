// Issue 40, item 6: after an asset document was deleted in the studio its file stayed public at its
// URL and on disk. Now the URL answers 404 at once, the file leaves the public folder, a restore
// within the grace brings it back, and after the grace it is gone from disk.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningLake, removeDir, startLake } from "./harness.ts";

const GRACE_SECONDS = 2;

async function upload(lake: RunningLake, text: string) {
  const response = await lake.api(`/assets/files/production?filename=${encodeURIComponent("mistake.txt")}`, {
    method: "POST",
    body: Buffer.from(text),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { document: { _id: string; url: string; path: string } }).document;
}

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
  return check();
};

describe("a deleted asset is withdrawn (issue 40, item 6)", () => {
  let lake: RunningLake;
  beforeAll(async () => {
    lake = await startLake({ LAKE_DELETED_ASSET_GRACE_SECONDS: String(GRACE_SECONDS) });
  });
  afterAll(async () => {
    await lake?.stop();
    if (lake) removeDir(lake.dataDir);
  });

  it("answers 404 at its URL at once, moves the file out of the public folder, and removes it after the grace", async () => {
    const asset = await upload(lake, `uploaded by mistake ${Date.now()}`);
    const file = path.basename(asset.path);
    const publicFile = path.join(lake.dataDir, "assets", file);
    const withdrawn = path.join(lake.dataDir, "deleted-assets", file);
    expect((await fetch(asset.url)).status).toBe(200);
    expect(existsSync(publicFile)).toBe(true);

    const deleted = await lake.mutate([{ delete: { id: asset._id } }]);
    expect(deleted.status).toBe(200);
    const served = await fetch(asset.url);
    expect(served.status).toBe(404);
    expect((await fetch(asset.url, { method: "HEAD" })).status).toBe(404);
    expect(existsSync(publicFile)).toBe(false);
    expect(existsSync(withdrawn)).toBe(true);

    // Past the grace the file is gone from disk too.
    expect(await waitFor(() => !existsSync(withdrawn), (GRACE_SECONDS + 5) * 1000)).toBe(true);
    expect(existsSync(publicFile)).toBe(false);
  }, 30_000);

  it("brings the file back when the asset document is restored within the grace (history restore)", async () => {
    const asset = await upload(lake, `restored later ${Date.now()}`);
    const before = await lake.api(`/data/doc/production/${asset._id}`);
    const [document] = ((await before.json()) as { documents: Record<string, unknown>[] }).documents;
    expect((await lake.mutate([{ delete: { id: asset._id } }])).status).toBe(200);
    expect((await fetch(asset.url)).status).toBe(404);
    // What the studio's "restore" sends: the old revision, written back.
    const { _rev: _r, _updatedAt: _u, ...revision } = document as Record<string, unknown>;
    expect((await lake.mutate([{ createOrReplace: revision }])).status).toBe(200);
    const served = await fetch(asset.url);
    expect(served.status).toBe(200);
    expect(await served.text()).toMatch(/^restored later/);
    expect(existsSync(path.join(lake.dataDir, "assets", path.basename(asset.path)))).toBe(true);
  }, 30_000);
});
