#!/usr/bin/env node
// `pnpm db:copy --to <postgres://…>`: copies the embedded database (PGlite, PGLITE_DIR or
// .data/pglite) into an empty PostgreSQL server, for a site moving to DATABASE_URL (issue 34, item 6).
// Every table goes: submissions, resumes, consent records, the outbox (mail not yet sent is sent by
// the site on the server), the inbox's statuses, notes, replies, sessions and audit log, the ALTCHA
// key, the webhook replay memory. It reads one snapshot (web/src/runtime/db-dump.ts), loads it in one
// transaction on the server, then compares every table's row count.
//
// Stop the site first: a submission accepted after the copy would stay behind in PGlite. (While it
// runs the site holds the database, and the command says so.) The server must hold no rows yet.
//   pnpm db:copy --to postgres://wafer:…@db.internal:5432/wafer [--from .data/pglite]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runUnderTypeScriptNode } from "../run/toolchain.mjs";

runUnderTypeScriptNode(import.meta.url);

await import("../test-support/ts-hooks.mjs");
const root = join(fileURLToPath(import.meta.url), "..", "..", "..");
const { openDatabase } = await import(join(root, "web/src/db/client.ts"));
const { defaultPgliteDir } = await import(join(root, "web/src/db/paths.ts"));
const { DatabaseLockedError } = await import(join(root, "web/src/db/lock.ts"));
const { dumpDatabase, loadDatabase, rowCounts } = await import(join(root, "web/src/runtime/db-dump.ts"));

const { values } = parseArgs({ options: { to: { type: "string" }, from: { type: "string" } } });
if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error("用法：pnpm db:copy --to postgres://用户:密码@主机:5432/库名 [--from PGlite目录]");
  console.error("usage: pnpm db:copy --to postgres://user:password@host:5432/db [--from PGLITE_DIR]");
  process.exit(2);
}
const from = values.from ? resolve(values.from) : defaultPgliteDir();
/** The server's address without its password, for messages. */
const shown = (() => {
  const url = new URL(values.to);
  url.password = url.password ? "***" : "";
  return url.href;
})();

const work = mkdtempSync(join(tmpdir(), "wafer-db-copy-"));
let source;
let target;
try {
  try {
    source = await openDatabase({ dataDir: from });
  } catch (/** @type {any} DatabaseLockedError is imported at run time, untyped */ error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    throw new Error(
      `网站正在使用 ${from}：请先停止网站，否则复制之后收到的提交会留在 PGlite 里。\n` +
        `The site (process ${error.holder.pid}) holds ${from}: stop it first, or submissions accepted after ` +
        "the copy would stay behind in PGlite.",
    );
  }
  const file = join(work, "database.ndjson");
  const header = await dumpDatabase(source.db, file);
  target = await openDatabase({ url: values.to, max: 2 });
  await loadDatabase(target.db, file);
  const copied = await rowCounts(target.db);
  const lines = header.tables
    .filter((t) => t.rows > 0 || copied[t.name] > 0)
    .map((t) => `  ${t.name.padEnd(20)} ${String(t.rows).padStart(7)} → ${String(copied[t.name]).padStart(7)}`);
  const mismatch = header.tables.filter((t) => copied[t.name] !== t.rows);
  console.log(`copied ${from} → ${shown}\n${lines.join("\n")}`);
  if (mismatch.length) throw new Error(`row counts differ: ${mismatch.map((t) => t.name).join(", ")}`);
  console.log(
    "复制完成。请用 DATABASE_URL 指向该服务器启动网站；PGlite 目录保持原样，可作为备份保留。\n" +
      "Done. Start the site with DATABASE_URL set to the server; the PGlite folder is left as it was (keep it as a backup).",
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // The lock's refusal is written in both languages already; anything else gets the Chinese line here.
  console.error(
    /[\u4e00-\u9fff]/.test(message)
      ? message
      : `复制失败，服务器上未写入任何数据。\nCopy failed, nothing written: ${message}`,
  );
  process.exitCode = 1;
} finally {
  await source?.close();
  await target?.close();
  rmSync(work, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
