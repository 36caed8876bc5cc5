#!/usr/bin/env node
// Entry point of `npm start`, `npm test` and `npm run dev`: make sure the toolchain is there,
// install the workspace from the lockfile, then run the named task under the pinned Node.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT, resolveToolchain } from "./toolchain.mjs";

const task = process.argv[2];
const tasks = { start: "scripts/start.mjs", test: "scripts/test.mjs", dev: "scripts/dev.mjs" };
if (!tasks[task]) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(tasks).join("|")}`);
  process.exit(2);
}

const { node, pnpm, env } = resolveToolchain();
const run = (cmd, args) => spawnSync(cmd, args, { cwd: ROOT, env, stdio: "inherit" }).status ?? 1;

const [pnpmCmd, ...pnpmArgs] = pnpm;
const installStatus = run(pnpmCmd, [
  ...pnpmArgs,
  "install",
  "--frozen-lockfile",
  "--prefer-offline",
  "--reporter=append-only",
]);
if (installStatus !== 0) process.exit(installStatus);

process.exit(run(node, [join(ROOT, tasks[task]), ...process.argv.slice(3)]));
