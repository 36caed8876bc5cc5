#!/usr/bin/env node
// `pnpm restore <archive> [--into DIR]`: fills a fresh data folder from an archive of `pnpm backup`.
//
//   DIR/lake/      the lake's data folder (start the lake with LAKE_DATA_DIR=DIR/lake)
//   DIR/pglite/    the embedded database, loaded from the archive's dump (PGLITE_DIR=DIR/pglite);
//                  with DATABASE_URL set, the dump is loaded into that server instead (it must be empty)
//   DIR/<files>    the webhook secret, the site's lake token and the staff accounts, unless present
//
// DIR defaults to the repository's .data. Nothing is overwritten: a lake or database folder that
// exists and is not empty, or a database server holding rows, is refused before anything is
// written, with a message (stop the site, move the old folder aside, then restore). Everything
// written is owner-only (folders 0700, files 0600). Run it with the site and the lake stopped.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runUnderTypeScriptNode } from "../run/toolchain.mjs";

runUnderTypeScriptNode(import.meta.url);

await import("../test-support/ts-hooks.mjs");
const root = join(fileURLToPath(import.meta.url), "..", "..", "..");
const { openDatabase, ownerOnly } = await import(join(root, "web/src/db/client.ts"));
const { loadDatabase } = await import(join(root, "web/src/runtime/db-dump.ts"));

const { values, positionals } = parseArgs({ allowPositionals: true, options: { into: { type: "string" } } });
const fail = (zh, en, code = 1) => {
  console.error(`${zh}\n${en}`);
  process.exit(code);
};
if (positionals.length !== 1)
  fail("用法：pnpm restore <备份文件> [--into 数据目录]", "usage: pnpm restore <archive> [--into DIR]", 2);
const archive = resolve(positionals[0] ?? "");
if (!existsSync(archive)) fail(`找不到备份文件 ${archive}。`, `No archive at ${archive}.`);
const { resolveDataDir } = await import(join(root, "web/src/config/data-dir.ts"));
const into = resolve(values.into ?? resolveDataDir(process.env, root));
const toServer = Boolean(process.env.DATABASE_URL);

const notEmpty = (dir) => existsSync(dir) && readdirSync(dir).length > 0;
for (const dir of [join(into, "lake"), ...(toServer ? [] : [join(into, "pglite")])])
  if (notEmpty(dir))
    fail(
      `${dir} 已有数据，恢复不会覆盖它。请先停止网站和内容库，把旧目录移走，或用 --into 指定一个新目录。`,
      `${dir} already holds data and a restore never overwrites it. Stop the site and the lake, move the old folder aside, or name a fresh folder with --into.`,
    );

mkdirSync(into, { recursive: true, mode: 0o700 });
// Unpacked beside its destination (same file system: the lake folder is moved into place whole).
const work = mkdtempSync(join(into, ".restore-"));
/** A refusal inside the work: the temporary folder is removed on the way out. */
class Refusal extends Error {}
const refuse = (zh, en) => {
  throw new Refusal(`${zh}\n${en}`);
};
try {
  // GNU tar refuses members with absolute names or "..": nothing lands outside `work`.
  const tar = spawnSync("tar", ["-xzf", archive, "-C", work, "--no-same-owner"], { encoding: "utf8" });
  if (tar.status !== 0)
    refuse("备份文件无法解压，可能已损坏。", `The archive could not be unpacked (damaged?): ${tar.stderr.trim()}`);
  ownerOnly(work);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(work, "manifest.json"), "utf8"));
  } catch {
    manifest = null;
  }
  if (manifest?.format !== "wafer-backup")
    refuse("这不是 pnpm backup 生成的备份文件。", "This is not an archive made by `pnpm backup` (no manifest).");
  if (manifest.version > 1)
    refuse("备份文件比本程序新，请先更新代码。", "The archive is newer than this code: update it first.");

  if (manifest.database) {
    const file = join(work, manifest.database.file);
    const database = await openDatabase(
      toServer ? { url: process.env.DATABASE_URL } : { dataDir: join(into, "pglite") },
    );
    try {
      const header = await loadDatabase(database.db, file);
      const rows = Object.fromEntries(header.tables.map((t) => [t.name, t.rows]));
      console.log(
        `database: ${rows.submissions ?? 0} submission(s), ${rows.attachments ?? 0} attachment(s) loaded into ` +
          (toServer ? "the DATABASE_URL server" : join(into, "pglite")),
      );
    } catch (error) {
      await database.close();
      // A half-made PGlite folder is removed, so that the restore can simply be run again.
      if (!toServer) rmSync(join(into, "pglite"), { recursive: true, force: true });
      refuse(
        "数据库恢复失败，未写入任何数据。",
        `The database was not restored (nothing written): ${error instanceof Error ? error.message : error}`,
      );
    }
    await database.close();
  }
  if (manifest.lake) {
    rmSync(join(into, "lake"), { recursive: true, force: true }); // empty, checked above
    renameSync(join(work, "lake"), join(into, "lake"));
    console.log(
      `lake: ${manifest.lake.lastSeq} transaction(s), ${manifest.lake.assets} asset file(s) in ${join(into, "lake")}`,
    );
  }
  for (const name of manifest.files ?? []) {
    const target = join(into, name);
    if (existsSync(target)) {
      console.log(`kept the existing ${target} (the archive's copy was not written over it)`);
      continue;
    }
    copyFileSync(join(work, "files", name), target);
    chmodSync(target, 0o600);
  }
  chmodSync(into, 0o700);
  console.log(
    `restored ${archive} (taken ${manifest.createdAt}) into ${into}.\n` +
      `Start with LAKE_DATA_DIR=${join(into, "lake")}${toServer ? "" : ` PGLITE_DIR=${join(into, "pglite")}`} ` +
      "(the defaults when DIR is the repository's .data).",
  );
} catch (error) {
  console.error(
    error instanceof Refusal
      ? error.message
      : `恢复失败。Restore failed: ${error instanceof Error ? error.stack : error}`,
  );
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
