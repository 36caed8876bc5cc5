#!/usr/bin/env node
// Operator commands for stored form submissions (DATABASE_URL, or the embedded .data/pglite):
//   pnpm submissions list [--type message|application|inquiry] [--limit 50]
//   pnpm submissions export [--out .data/exports/<time>] [--type …]   CSV plus attachment files
//   pnpm submissions purge --older-than 180d                          data minimisation
// With the embedded database, stop the web server first: PGlite is one process's database.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  // The web's TypeScript runs directly under Node >= 22.18: hand over to the project's pinned Node.
  const { resolveToolchain } = await import("./toolchain.mjs");
  const { node, env } = resolveToolchain();
  const r = spawnSync(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: "inherit", env });
  process.exit(r.status ?? 1);
}

await import("./test-support/ts-hooks.mjs");
const root = join(fileURLToPath(import.meta.url), "..", "..");
const { openDatabase } = await import(join(root, "web/src/db/client.ts"));
const { exportSubmissions, listSubmissions, parseAge, purgeSubmissions } = await import(
  join(root, "web/src/db/operator.ts")
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
if (!["list", "export", "purge"].includes(command)) {
  console.error(usage);
  process.exit(2);
}

const database = await openDatabase({ url: process.env.DATABASE_URL || undefined });
try {
  const filter = { type: values.type, limit: values.limit ? Number(values.limit) : undefined };
  if (command === "list") {
    console.log(await listSubmissions(database.db, filter));
  } else if (command === "export") {
    const out = values.out ?? join(root, ".data", "exports", new Date().toISOString().replace(/[:.]/g, "-"));
    // With CLAMAV_URL, files not scanned yet are scanned first; an infected one is written as a note.
    const { rows, files } = await exportSubmissions(database.db, out, filter, { scan: virusScannerFromEnv() });
    console.log(`exported ${rows} submission(s) and ${files} attachment(s) to ${out}`);
  } else {
    if (!values["older-than"]) {
      console.error("purge needs --older-than, e.g. --older-than 180d");
      process.exit(2);
    }
    const removed = await purgeSubmissions(database.db, parseAge(values["older-than"]));
    console.log(`purged ${removed} submission(s) older than ${values["older-than"]} (with resumes, consents and mail)`);
  }
} finally {
  await database.close();
}
