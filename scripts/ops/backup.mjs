#!/usr/bin/env node
// `pnpm backup`: one archive (tar.gz, owner-only) holding a consistent copy of everything the site
// keeps, taken while it runs and takes writes (docs/decisions/0061-backups-that-restore.md):
//   lake/           the local Content Lake's data folder: dataset, transaction log, assets,
//                   sessions (a consistent read of its files: lake/src/backup.ts)
//   database.ndjson every row of the submissions database from one snapshot (web/src/runtime/db-dump.ts):
//                   through the running site when it holds the embedded PGlite (its operator
//                   endpoint, decision 0047), or read directly (a PostgreSQL server, or PGlite
//                   while no site runs)
//   files/          the small files beside them: the webhook secret, the site's lake token, staff accounts
//   manifest.json   what the archive holds
//
//   pnpm backup [--out DIR] [--keep-days N] [--metrics-file FILE]
//
// BACKUP_DIR (default .data/backups), BACKUP_KEEP_DAYS (default 14: older archives in DIR are
// deleted after a successful backup), BACKUP_METRICS_FILE (default DIR/backup.prom): a Prometheus
// textfile with wafer_backup_last_success_timestamp_seconds, for node_exporter's textfile collector
// (the alert "backup older than a day", deploy/). LAKE_DATA_DIR, PGLITE_DIR, DATABASE_URL and
// INBOX_ACCOUNTS as the site and the lake read them.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runUnderTypeScriptNode } from "../run/toolchain.mjs";

runUnderTypeScriptNode(import.meta.url);

await import("../test-support/ts-hooks.mjs");
const root = join(fileURLToPath(import.meta.url), "..", "..", "..");
const { openDatabase } = await import(join(root, "web/src/db/client.ts"));
const { defaultPgliteDir } = await import(join(root, "web/src/db/paths.ts"));
const { DatabaseLockedError, liveHolder } = await import(join(root, "web/src/db/lock.ts"));
const { dumpDatabase } = await import(join(root, "web/src/runtime/db-dump.ts"));
const { copyLakeData } = await import(join(root, "lake/src/backup.ts"));

const { values } = parseArgs({
  options: {
    out: { type: "string" },
    "keep-days": { type: "string" },
    "metrics-file": { type: "string" },
  },
});
const env = process.env;
const { resolveDataDir } = await import(join(root, "web/src/config/data-dir.ts"));
const dataRoot = resolveDataDir(env, root);
const outDir = resolve(values.out ?? env.BACKUP_DIR ?? join(dataRoot, "backups"));
const keepDays = Number(values["keep-days"] ?? env.BACKUP_KEEP_DAYS ?? 14);
if (!Number.isFinite(keepDays) || keepDays < 1) {
  console.error("--keep-days: a number of days, at least 1 / 保留天数至少为 1");
  process.exit(2);
}
const metricsFile = resolve(values["metrics-file"] ?? env.BACKUP_METRICS_FILE ?? join(outDir, "backup.prom"));
const lakeDir = resolve(env.LAKE_DATA_DIR ?? join(dataRoot, "lake"));
const pgliteDir = defaultPgliteDir();
/** Small files the site and the lake made for themselves, restored beside the data folders. */
const sideFiles = {
  "revalidate-secret": join(dataRoot, "revalidate-secret"),
  "lake-read-token": join(dataRoot, "lake-read-token"),
  "inbox-accounts": env.INBOX_ACCOUNTS ? resolve(env.INBOX_ACCOUNTS) : join(dataRoot, "inbox-accounts"),
};

/** The embedded database's dump, written by the site that holds it (decision 0047). */
async function dumpThroughTheSite(holder, file) {
  const response = await fetch(`http://localhost:${holder.port}/api/operator/submissions`, {
    method: "POST",
    headers: { authorization: `Bearer ${holder.token}`, "content-type": "application/json" },
    body: JSON.stringify({ command: "dump", out: file }),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new Error(`the site on port ${holder.port} answered ${response.status}: ${answer.error ?? ""}`);
  return JSON.parse(answer.output);
}

async function dumpDirectly(options, file) {
  const database = await openDatabase(options);
  try {
    return await dumpDatabase(database.db, file);
  } finally {
    await database.close();
  }
}

async function backUpDatabase(file) {
  if (env.DATABASE_URL) return { engine: "postgres", header: await dumpDirectly({ url: env.DATABASE_URL }, file) };
  if (!existsSync(pgliteDir)) return null;
  const holder = liveHolder(pgliteDir);
  if (holder) {
    if (!holder.port) throw new Error(`process ${holder.pid} holds ${pgliteDir} and has no operator endpoint`);
    return {
      engine: "pglite",
      through: `the site on port ${holder.port}`,
      header: await dumpThroughTheSite(holder, file),
    };
  }
  try {
    return { engine: "pglite", header: await dumpDirectly({ dataDir: pgliteDir }, file) };
  } catch (/** @type {any} DatabaseLockedError is imported at run time, untyped */ error) {
    // The site started between the check and the open: ask it instead.
    if (error instanceof DatabaseLockedError && error.holder?.port)
      return { engine: "pglite", header: await dumpThroughTheSite(error.holder, file) };
    throw error;
  }
}

/** Deletes this command's archives older than `days` (never the one just written). */
function prune(days, keep) {
  const cutoff = Date.now() - days * 86_400_000;
  const removed = [];
  for (const name of readdirSync(outDir)) {
    // What a run killed half-way left behind (a staging folder, a partial archive), a day later.
    if (/^\.(staging-|wafer-backup-.*\.partial$)/.test(name)) {
      const leftover = join(outDir, name);
      if (statSync(leftover).mtimeMs < Date.now() - 86_400_000) rmSync(leftover, { recursive: true, force: true });
      continue;
    }
    if (!/^wafer-backup-.*\.tar\.gz$/.test(name) || name === keep) continue;
    const file = join(outDir, name);
    if (statSync(file).mtimeMs < cutoff) {
      rmSync(file, { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/** Prometheus text format, replaced atomically so the collector never reads half a file. */
function writeMetrics(at, bytes) {
  const text = [
    "# HELP wafer_backup_last_success_timestamp_seconds Unix time at which the last `pnpm backup` finished.",
    "# TYPE wafer_backup_last_success_timestamp_seconds gauge",
    `wafer_backup_last_success_timestamp_seconds ${Math.floor(at / 1000)}`,
    "# HELP wafer_backup_last_size_bytes Size of the last backup archive.",
    "# TYPE wafer_backup_last_size_bytes gauge",
    `wafer_backup_last_size_bytes ${bytes}`,
    "",
  ].join("\n");
  const temporary = `${metricsFile}.${process.pid}.tmp`;
  // Readable by node_exporter (another user): it holds two numbers, no personal data.
  writeFileSync(temporary, text, { mode: 0o644 });
  renameSync(temporary, metricsFile);
}

const started = Date.now();
mkdirSync(outDir, { recursive: true, mode: 0o700 });
chmodSync(outDir, 0o700);
const staging = mkdtempSync(join(outDir, ".staging-"));
const name = `wafer-backup-${new Date(started).toISOString().replace(/[:.]/g, "-")}.tar.gz`;
const partial = join(outDir, `.${name}.partial`);
try {
  /** @type {{ format: string, version: number, createdAt: string, host: string, database: { engine: string, file: string, tables: unknown } | null, lake: unknown, files: string[] }} */
  const manifest = {
    format: "wafer-backup",
    version: 1,
    createdAt: new Date(started).toISOString(),
    host: hostname(),
    database: null,
    lake: null,
    files: [],
  };
  // The database first, then the lake: each is consistent on its own; a content change and a
  // submission are unrelated, so no single instant across both is needed.
  const database = await backUpDatabase(join(staging, "database.ndjson"));
  if (database) {
    manifest.database = { engine: database.engine, file: "database.ndjson", tables: database.header.tables };
    const rows = Object.fromEntries(database.header.tables.map((t) => [t.name, t.rows]));
    console.log(
      `database (${database.engine}${database.through ? `, through ${database.through}` : ""}): ` +
        `${rows.submissions ?? 0} submission(s), ${rows.attachments ?? 0} attachment(s)`,
    );
  } else console.log(`database: none (no ${pgliteDir} and no DATABASE_URL)`);
  if (existsSync(lakeDir)) {
    const lake = copyLakeData(lakeDir, join(staging, "lake"));
    manifest.lake = lake;
    console.log(`lake: ${lake.lastSeq} transaction(s), ${lake.assets} asset file(s) from ${lakeDir}`);
  } else console.log(`lake: none (no ${lakeDir})`);
  mkdirSync(join(staging, "files"), { mode: 0o700 });
  for (const [entry, file] of Object.entries(sideFiles)) {
    if (!existsSync(file)) continue;
    copyFileSync(file, join(staging, "files", entry));
    manifest.files.push(entry);
  }
  writeFileSync(join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  // GNU tar (every Linux server has it): one gzip stream of the staging folder.
  const tar = spawnSync("tar", ["-czf", partial, "-C", staging, "."], { encoding: "utf8" });
  if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr || tar.error?.message}`);
  chmodSync(partial, 0o600);
  renameSync(partial, join(outDir, name));
  const bytes = statSync(join(outDir, name)).size;
  const removed = prune(keepDays, name);
  writeMetrics(Date.now(), bytes);
  console.log(
    `backup written: ${join(outDir, name)} (${(bytes / 1048576).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s)` +
      (removed.length ? `; removed ${removed.length} archive(s) older than ${keepDays} day(s)` : ""),
  );
  console.log(`restore with: pnpm restore ${join(outDir, name)} --into <fresh data folder>`);
} catch (error) {
  rmSync(partial, { force: true });
  console.error(`备份失败。Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  rmSync(staging, { recursive: true, force: true });
}
// PGlite's WebAssembly keeps no handle open after close, but be certain the timer exits.
process.exit(process.exitCode ?? 0);
