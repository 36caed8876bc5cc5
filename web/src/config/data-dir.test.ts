import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveDataDir } from "./data-dir";

// Issue 41, item 8: the standalone server looked for `.data` inside its own folder, so the inbox
// accounts `pnpm inbox:account` wrote at the repository were not found. Every process resolves
// the same folder: DATA_DIR, else the repository's `.data`.
const repo = mkdtempSync(path.join(tmpdir(), "data-dir-"));
const standalone = path.join(repo, "web", ".next", "standalone");
writeFileSync(path.join(repo, "pnpm-workspace.yaml"), "packages: [web]\n");
mkdirSync(path.join(standalone, "web"), { recursive: true });
// scripts/run/standalone.mjs writes one into the standalone folder (the app finds its files by it).
writeFileSync(path.join(standalone, "pnpm-workspace.yaml"), "packages: [web]\n");
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe("the data folder", () => {
  const expected = path.join(repo, ".data");

  it("is the repository's .data for the scripts, `next start` in web/ and the standalone server", () => {
    expect(resolveDataDir({}, repo)).toBe(expected);
    expect(resolveDataDir({}, path.join(repo, "web"))).toBe(expected);
    expect(resolveDataDir({}, path.join(standalone, "web"))).toBe(expected);
  });

  it("is DATA_DIR when set; a relative value is taken from the repository, whoever asks", () => {
    expect(resolveDataDir({ DATA_DIR: "/srv/wafer/data" }, path.join(standalone, "web"))).toBe("/srv/wafer/data");
    const relative = path.join(repo, "var", "data");
    for (const cwd of [repo, path.join(repo, "web"), path.join(standalone, "web")]) {
      expect(resolveDataDir({ DATA_DIR: "var/data" }, cwd), cwd).toBe(relative);
    }
    expect(resolveDataDir({ DATA_DIR: "  " }, repo)).toBe(expected);
  });

  it("is the standalone folder's own .data once that folder is copied out of the clone (the Docker image)", () => {
    const image = mkdtempSync(path.join(tmpdir(), "data-dir-image-"));
    try {
      writeFileSync(path.join(image, "pnpm-workspace.yaml"), "packages: [web]\n");
      mkdirSync(path.join(image, "web"));
      expect(resolveDataDir({}, path.join(image, "web"))).toBe(path.join(image, ".data"));
    } finally {
      rmSync(image, { recursive: true, force: true });
    }
  });
});
