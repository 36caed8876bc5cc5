import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../lake/test/harness.ts";
import { type RunningLake, startLakeProcess, studioEnvForLake } from "./local-lake.ts";
import {
  LOCAL_STUDIO_ORIGIN,
  studioOriginForBuild,
  turbo,
  turboBuildArgs,
  webBuildEnvForLake,
} from "./start-builds.ts";

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

describe("who may frame the site (CSP frame-ancestors) in npm start's build", () => {
  it("a loopback site and lake: the local studio on any port, so npm test and npm start share one build", () => {
    expect(studioOriginForBuild({})).toBe(LOCAL_STUDIO_ORIGIN);
    expect(studioOriginForBuild({ SITE_URL: "http://127.0.0.1:8080", LAKE_HOST: "localhost" })).toBe(
      LOCAL_STUDIO_ORIGIN,
    );
  });

  it("a public site or lake: exactly the studio editors open, never every localhost port", () => {
    expect(studioOriginForBuild({ SITE_URL: "https://www.example.com" })).toBe("http://localhost:3333");
    expect(studioOriginForBuild({ SITE_URL: "https://www.example.com", LAKE_PORT: "4333" })).toBe(
      "http://localhost:4333",
    );
    expect(studioOriginForBuild({ LAKE_HOST: "10.0.0.5" })).toBe("http://10.0.0.5:3333");
    expect(studioOriginForBuild({ LAKE_HOST: "0.0.0.0", LAKE_PUBLIC_URL: "https://cms.example.com/studio" })).toBe(
      "https://cms.example.com",
    );
    expect(
      studioOriginForBuild({ SITE_URL: "https://www.example.com", SANITY_STUDIO_ORIGIN: "https://x.sanity.studio" }),
    ).toBe("https://x.sanity.studio");
  });

  it("a lake on every address without LAKE_PUBLIC_URL is refused with what to set", () => {
    expect(() => studioOriginForBuild({ LAKE_HOST: "0.0.0.0" })).toThrow(/set LAKE_PUBLIC_URL/);
  });
});
