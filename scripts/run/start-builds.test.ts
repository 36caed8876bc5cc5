import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../lake/test/harness.ts";
import { type RunningLake, startLakeProcess, studioEnvForLake } from "./local-lake.ts";
import { turbo, turboBuildArgs, webBuildEnvForLake } from "./start-builds.ts";

// `npm start` after `npm test` must not build again (issue 17): both build through
// scripts/run/start-builds.ts, and turbo reuses a build only when the task hash is the same. Asked of
// turbo itself (`--dry=json` computes the hash without building), with two real lakes on different
// ports: npm test's throwaway copy of the seed and a fresh `npm start` lake.

/** The hash turbo gives each task of the lake builds (studio and site) in this environment. */
function turboHashes(env: Record<string, string>): Record<string, string> {
  const result = turbo([...turboBuildArgs(["@wafer/studio", "@wafer/web"]), "--dry=json"], env, { quiet: true });
  if (result.status !== 0) throw new Error(`turbo --dry=json failed: ${result.stderr}`);
  const summary = JSON.parse(result.stdout) as { tasks: { taskId: string; hash: string }[] };
  const builds = summary.tasks.filter((task) => ["@wafer/studio#build", "@wafer/web#build"].includes(task.taskId));
  return Object.fromEntries(builds.map((task) => [task.taskId, task.hash]));
}

/** The environment `buildForLake` gives turbo for the lake at `origin`. */
async function lakeBuildEnv(origin: string): Promise<Record<string, string>> {
  return { ...studioEnvForLake(), SANITY_TELEMETRY_DISABLED: "1", ...(await webBuildEnvForLake(origin)) };
}

describe("npm test builds what npm start serves", () => {
  const dirs: string[] = [];
  let testLake: RunningLake;
  let startLake: RunningLake;

  beforeAll(async () => {
    const lake = async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "start-builds-test-"));
      dirs.push(dir);
      return startLakeProcess({ port: await freePort(), dataDir: path.join(dir, "lake"), stdio: "ignore" });
    };
    [testLake, startLake] = await Promise.all([lake(), lake()]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([testLake?.stop(), startLake?.stop()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  let startHashes: Record<string, string> = {};

  it("gives both builds one turbo hash each, wherever the lake the site reads listens", async () => {
    const testEnv = await lakeBuildEnv(testLake.origin);
    const startEnv = await lakeBuildEnv(startLake.origin);
    expect(testEnv.SANITY_API_HOST).not.toBe(startEnv.SANITY_API_HOST);
    expect(testEnv.SANITY_CONTENT_FINGERPRINT).toBe(startEnv.SANITY_CONTENT_FINGERPRINT);
    startHashes = turboHashes(startEnv);
    expect(Object.keys(startHashes).sort()).toEqual(["@wafer/studio#build", "@wafer/web#build"]);
    expect(turboHashes(testEnv)).toEqual(startHashes);
  }, 120_000);

  it("builds the site again for another public origin or other content, and not the studio", async () => {
    const env = await lakeBuildEnv(startLake.origin);
    const hashes = startHashes["@wafer/web#build"] ? startHashes : turboHashes(env);
    const changes: Record<string, string>[] = [
      { SITE_URL: "http://localhost:3999" },
      { SANITY_CONTENT_FINGERPRINT: "edited" },
    ];
    for (const change of changes) {
      const changed = turboHashes({ ...env, ...change });
      expect(changed["@wafer/web#build"], JSON.stringify(change)).not.toBe(hashes["@wafer/web#build"]);
      expect(changed["@wafer/studio#build"], JSON.stringify(change)).toBe(hashes["@wafer/studio#build"]);
    }
  }, 120_000);
});
