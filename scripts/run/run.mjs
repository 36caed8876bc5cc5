#!/usr/bin/env node
// Entry point of `npm start`, `npm test` and `npm run dev`: make sure the toolchain is there,
// install the workspace from the lockfile, then run the named task under the pinned Node.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, resolveToolchain } from "./toolchain.mjs";

const task = process.argv[2];
const tasks = { start: "scripts/run/start.mjs", test: "scripts/run/test.mjs", dev: "scripts/run/dev.mjs" };
if (!tasks[task]) {
  console.error(`usage: node scripts/run/run.mjs ${Object.keys(tasks).join("|")}`);
  process.exit(2);
}

const { node, pnpm, env } = resolveToolchain();
const INSTALL_STAMP = join(ROOT, "node_modules", ".install-stamp");
const run = (cmd, args) => spawnSync(cmd, args, { cwd: ROOT, env, stdio: "inherit" }).status ?? 1;

// `pnpm install` checks the whole workspace even when nothing changed: seconds on every `npm start`
// on a loaded machine (issue 17: ready within 15 s after `npm test`). It is skipped when the
// lockfile, the workspace file and every package's package.json are those of the last install
// that succeeded here, with the same Node and pnpm.
const installed = installState();
if (!installed.current) {
  const [pnpmCmd, ...pnpmArgs] = pnpm;
  const installStatus = run(pnpmCmd, [
    ...pnpmArgs,
    "install",
    "--frozen-lockfile",
    "--prefer-offline",
    "--reporter=append-only",
  ]);
  if (installStatus !== 0) process.exit(installStatus);
  writeFileSync(INSTALL_STAMP, installed.key);
}

// The task runs as a child that this process waits for, so a SIGTERM or SIGHUP sent to it (`kill`,
// a supervisor) reaches the task, which stops what it started (the lake, the site) instead of
// leaving them running. Ctrl-C's SIGINT reaches the whole process group by itself: here it only
// must not end this process before the task has stopped.
const child = spawn(node, [join(ROOT, tasks[task]), ...process.argv.slice(3)], { cwd: ROOT, env, stdio: "inherit" });
for (const signal of /** @type {const} */ (["SIGTERM", "SIGHUP"])) process.on(signal, () => child.kill(signal));
process.on("SIGINT", () => {});
child.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGINT" ? 130 : 1)));

/** What the last install was made from, and whether node_modules still matches it. */
function installState() {
  const lockfile = readOptional(join(ROOT, "pnpm-lock.yaml"));
  // The workspace's packages, as the lockfile lists them under `importers:` (".", "web", ...).
  const importers = /^importers:\n((?: {2}\S.*:\n|(?: {4}.*)?\n)*)/m.exec(lockfile)?.[1] ?? "";
  const packages = [...importers.matchAll(/^ {2}(\S.*):$/gm)].map(([, dir]) => String(dir));
  const hash = createHash("sha256").update(`${node}\n${pnpm.join(" ")}\n${lockfile}`);
  for (const file of ["pnpm-workspace.yaml", ...packages.map((dir) => join(dir, "package.json"))]) {
    hash.update(`\n${file}\n${readOptional(join(ROOT, file))}`);
  }
  const key = hash.digest("hex");
  const current =
    packages.length > 0 &&
    existsSync(join(ROOT, "node_modules", ".modules.yaml")) &&
    readOptional(INSTALL_STAMP) === key;
  return { key, current };
}

function readOptional(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
