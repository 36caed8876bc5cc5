// Runs the end-to-end lanes of `npm test` (scripts/run/test.mjs): each lane's Playwright configs in
// order, the lanes at once. Every line a lane prints is prefixed with its name, so the interleaved
// log still reads as two stories; each config writes its own JSON report, which the summary counts.
// Each lane has a data folder of its own (DATA_DIR): a server that keeps the default embedded
// database (DATA_DIR/pglite, one process's database) would otherwise find it held by a server of
// the other lane, and answer 503 for as long as that one runs.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { ROOT, WEB } from "./lib.mjs";

/** @typedef {[config: string, report: string, env?: Record<string, string>][]} E2eConfigs */
/**
 * A lane: its Playwright configs in order, then `after`, a command run from the repository once they
 * are done (the cluster's test), with the lane's ports and data folder.
 * @typedef {{ name: string, port: number, configs: E2eConfigs, after?: [string, string[]] }} E2eLane
 */

/** @type {Map<string, string>} */
const dataDirs = new Map();
/** The lane's throwaway data folder, made once per lane. */
function laneDataDir(/** @type {E2eLane} */ lane) {
  let dir = dataDirs.get(lane.name);
  if (!dir) {
    dir = mkdtempSync(path.join(tmpdir(), `e2e-lane-${lane.name.replace(/\W+/g, "-")}-`));
    dataDirs.set(lane.name, dir);
  }
  return dir;
}

/**
 * One Playwright config to its end; resolves with its exit status.
 * @param {E2eLane} lane
 * @param {string} config
 * @param {Record<string, string>} env
 * @returns {Promise<number>}
 */
function playwright(lane, config, env) {
  return command(lane, ["pnpm", ["exec", "playwright", "test", "-c", config]], WEB, env);
}

/**
 * One command of the lane to its end, its output prefixed; resolves with its exit status.
 * @param {E2eLane} lane
 * @param {[string, string[]]} cmd
 * @param {string} cwd
 * @param {Record<string, string>} env
 * @returns {Promise<number>}
 */
function command(lane, [cmd, args], cwd, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env, E2E_PORT: String(lane.port), DATA_DIR: laneDataDir(lane) },
    });
    const tag = `[${lane.name}] `;
    const prefix = (/** @type {import("node:stream").Readable} */ input, /** @type {NodeJS.WriteStream} */ out) =>
      createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) =>
        out.write(`${tag}${line}\n`),
      );
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on("error", (error) => {
      console.error(`${tag}${error.message}`);
      resolve(1);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Every config of `lane`, in order; one that fails does not stop the next, so the counts cover the
 * whole suite. Resolves with 0 when all passed, else the first non-zero status.
 */
/**
 * @param {E2eLane} lane
 * @param {string} chromium
 */
export async function runLane(lane, chromium) {
  let status = 0;
  for (const [config, , extraEnv] of lane.configs) {
    const started = Date.now();
    const configStatus = await playwright(lane, config, { CHROMIUM_PATH: chromium, ...extraEnv });
    console.log(`[${lane.name}] ${config}: exit ${configStatus} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    status ||= configStatus;
  }
  if (lane.after) {
    const started = Date.now();
    const afterStatus = await command(lane, lane.after, ROOT, {});
    console.log(
      `[${lane.name}] ${lane.after.flat().join(" ")}: exit ${afterStatus} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    status ||= afterStatus;
  }
  return status;
}
