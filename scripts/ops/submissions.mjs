#!/usr/bin/env node
// Operator commands for stored form submissions (DATABASE_URL, or the embedded .data/pglite):
//   pnpm submissions list [--type message|application|inquiry] [--limit 50]
//   pnpm submissions export [--out .data/exports/<time>] [--type …]   CSV plus attachment files
//   pnpm submissions purge --older-than 180d                          data minimisation
// The embedded database is one process's: while the site holds it (its lock file, web/src/db/lock.ts)
// the command is run by the site itself through its local operator endpoint; nothing opens it twice.
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runUnderTypeScriptNode } from "../run/toolchain.mjs";

runUnderTypeScriptNode(import.meta.url);

await import("../test-support/ts-hooks.mjs");
const root = join(fileURLToPath(import.meta.url), "..", "..", "..");
const { openDatabase } = await import(join(root, "web/src/db/client.ts"));
const { exportSubmissions, listSubmissions, parseAge, purgeSubmissions } = await import(
  join(root, "web/src/operator/commands.ts")
);
const { virusScannerFromEnv } = await import(join(root, "web/src/virus-scan/scanner.ts"));

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    type: { type: "string" },
    limit: { type: "string" },
    out: { type: "string" },
    "older-than": { type: "string" },
  },
});
const usage = "usage: pnpm submissions list|export|purge [--type T] [--limit N] [--out DIR] [--older-than 180d]";
if (values.type && !["message", "application", "inquiry"].includes(values.type)) {
  console.error(`unknown --type ${values.type}`);
  process.exit(2);
}
if (!command || !["list", "export", "purge"].includes(command)) {
  console.error(usage);
  process.exit(2);
}

const { DatabaseLockedError } = await import(join(root, "web/src/db/lock.ts"));
const { resolveDataDir } = await import(join(root, "web/src/config/data-dir.ts"));
const exportDir = () =>
  resolve(
    values.out ?? join(resolveDataDir(process.env, root), "exports", new Date().toISOString().replace(/[:.]/g, "-")),
  );
if (command === "purge" && !values["older-than"]) {
  console.error("purge needs --older-than, e.g. --older-than 180d");
  process.exit(2);
}

/** The same command, run by the site that holds the embedded database. */
async function throughTheSite(holder) {
  const body = {
    command,
    type: values.type,
    limit: values.limit ? Number(values.limit) : undefined,
    out: command === "export" ? exportDir() : undefined,
    olderThan: values["older-than"],
  };
  const response = await fetch(`http://localhost:${holder.port}/api/operator/submissions`, {
    method: "POST",
    headers: { authorization: `Bearer ${holder.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`the site answered ${response.status}: ${answer.error ?? ""}`);
  console.log(answer.output);
}

let database;
try {
  database = await openDatabase({ url: process.env.DATABASE_URL || undefined });
} catch (/** @type {any} */ error) {
  if (!(error instanceof DatabaseLockedError)) throw error;
  if (!error.holder.port) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(`(the site on port ${error.holder.port} holds the embedded database: it runs the command)`);
  try {
    await throughTheSite(error.holder);
  } catch (/** @type {any} */ failure) {
    console.error(`${error.message}\n${failure.message}`);
    process.exit(1);
  }
  process.exit(0);
}
try {
  const filter = { type: values.type, limit: values.limit ? Number(values.limit) : undefined };
  if (command === "list") {
    console.log(await listSubmissions(database.db, filter));
  } else if (command === "export") {
    const out = exportDir();
    // With CLAMAV_URL, files not scanned yet are scanned first; an infected one is written as a note.
    const { rows, files } = await exportSubmissions(database.db, out, filter, { scan: virusScannerFromEnv() });
    console.log(`exported ${rows} submission(s) and ${files} attachment(s) to ${out}`);
  } else {
    const removed = await purgeSubmissions(database.db, parseAge(values["older-than"]));
    console.log(`purged ${removed} submission(s) older than ${values["older-than"]} (with resumes, consents and mail)`);
  }
} finally {
  await database.close();
}
