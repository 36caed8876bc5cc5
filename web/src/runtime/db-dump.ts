import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { ensureMemoryTables } from "@/db/memory";
import { rowsOf } from "@/db/rows";
import { ensureInboxTables } from "@/inbox/store";

// A logical dump of the submissions database: every row of every table of the `public` schema,
// read in one REPEATABLE READ transaction (one snapshot: a submission is there with its resume,
// consent and outbox row, or not at all), written as NDJSON. The same file loads into a fresh
// PGlite folder or an empty PostgreSQL server, whichever engine it came from: it is what
// `pnpm backup` archives, what `pnpm restore` loads and how `pnpm db:copy` moves PGlite's rows to
// a server (docs/decisions/0061-backups-that-restore.md).
//
// Rows travel as PostgreSQL's own JSON (`row_to_json`) and come back through
// `json_populate_record`, so every type round-trips through PostgreSQL's text forms: bytea as hex,
// timestamps with microseconds, jsonb as it was. A column the dump lacks (a newer migration) gets
// its default.
//
// On PGlite the transaction is exclusive: the site's own queries wait until the dump is written
// (about a second per 100 MB of resumes here).

export const DUMP_FORMAT = "wafer-database-dump";
export const DUMP_VERSION = 1;

export interface DumpHeader {
  format: typeof DUMP_FORMAT;
  version: number;
  takenAt: string;
  /** Applied migrations (rows of drizzle's journal): a dump loads only into code at least as new. */
  migrations: number;
  /** Tables in load order (parents before children), with their row counts. */
  tables: { name: string; rows: number }[];
}

type Executor = Pick<Db, "execute">;

/** Every table the application creates, the numbered migrations' and those made on first use. */
export async function ensureAllTables(db: Db): Promise<void> {
  await ensureMemoryTables(db);
  await ensureInboxTables(db);
}

/** Tables of the public schema, parents before the tables whose foreign keys name them. */
export async function tablesInLoadOrder(db: Executor): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`),
  ).map((row) => row.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'`),
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

async function migrationCount(db: Executor): Promise<number> {
  try {
    const [row] = rowsOf<{ n: number | string }>(
      await db.execute(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`),
    );
    return Number(row?.n ?? 0);
  } catch {
    return 0;
  }
}

/** Rows per round trip while reading a table through a cursor (resumes make rows large). */
const BATCH = 50;

/**
 * Writes every row of the database to `file` (mode 0600) from one snapshot. Returns the header,
 * which is also the file's first line.
 */
export async function dumpDatabase(db: Db, file: string): Promise<DumpHeader> {
  const out = createWriteStream(file, { mode: 0o600, flags: "wx" });
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, "drain");
  };
  try {
    const header = await db.transaction(
      async (tx) => {
        const tables = await tablesInLoadOrder(tx);
        const counted: DumpHeader["tables"] = [];
        for (const name of tables) {
          const [row] = rowsOf<{ n: number | string }>(await tx.execute(sql`SELECT count(*) AS n FROM ${ident(name)}`));
          counted.push({ name, rows: Number(row?.n ?? 0) });
        }
        const head: DumpHeader = {
          format: DUMP_FORMAT,
          version: DUMP_VERSION,
          takenAt: new Date().toISOString(),
          migrations: await migrationCount(tx),
          tables: counted,
        };
        await write(JSON.stringify(head));
        for (const { name } of counted) {
          await tx.execute(
            sql`DECLARE dump_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${ident(name)} t`,
          );
          for (;;) {
            const batch = rowsOf<{ row: string }>(await tx.execute(sql.raw(`FETCH ${BATCH} FROM dump_rows`)));
            // The table's name, then the row exactly as PostgreSQL wrote it.
            for (const { row } of batch) await write(`{"t":${JSON.stringify(name)},"r":${row}}`);
            if (batch.length < BATCH) break;
          }
          await tx.execute(sql`CLOSE dump_rows`);
        }
        return head;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    out.end();
    await once(out, "finish");
    return header;
  } catch (error) {
    out.destroy();
    throw error;
  }
}

/** Reads a dump's first line. */
export async function readDumpHeader(file: string): Promise<DumpHeader> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) return parseHeader(line);
  } finally {
    lines.close();
  }
  throw new Error(`${file} is empty: not a database dump`);
}

function parseHeader(line: string): DumpHeader {
  let header: DumpHeader;
  try {
    header = JSON.parse(line) as DumpHeader;
  } catch {
    throw new Error("not a database dump (its first line is not JSON)");
  }
  if (header?.format !== DUMP_FORMAT) throw new Error("not a database dump (no wafer-database-dump header)");
  if (header.version > DUMP_VERSION) throw new Error(`dump format ${header.version} is newer than this code reads`);
  return header;
}

/** `{"t":"<table>","r":<row>}` → the table and the row's JSON text, untouched. */
function splitLine(line: string): { table: string; row: string } {
  const match = /^\{"t":("(?:[^"\\]|\\.)*"),"r":/.exec(line);
  if (!match || !line.endsWith("}")) throw new Error("the dump is damaged (a line is not a table row)");
  return { table: JSON.parse(match[1] as string) as string, row: line.slice(match[0].length, -1) };
}

/** Tables that hold rows, with their counts. */
export async function rowCounts(db: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tablesInLoadOrder(db)) {
    const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`SELECT count(*) AS n FROM ${ident(name)}`));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * Every table's rows as PostgreSQL's own JSON text, sorted; tables without rows left out (one made
 * on first use may exist on one side only while empty). Two databases hold the same data when
 * these are equal: how the backup, restore and copy tests compare a source with its copy.
 */
export async function tableContents(db: Executor): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const name of await tablesInLoadOrder(db)) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql`SELECT row_to_json(t)::text AS row FROM ${ident(name)} t`),
    );
    if (rows.length > 0) out[name] = rows.map((r) => r.row).sort();
  }
  return out;
}

export class TargetNotEmptyError extends Error {
  constructor(table: string, rows: number) {
    super(
      `The target database already holds data (${rows} row(s) in ${table}). A restore or copy fills an empty ` +
        "database only, so that nothing in it is mixed with or overwritten by the dump: use a fresh database.",
    );
    this.name = "TargetNotEmptyError";
  }
}

/**
 * Loads a dump into an empty database (its schema brought up to date by openDatabase) in one
 * transaction: all rows or none. Refuses a database that holds any row, and a dump with a table
 * this code does not know.
 */
export async function loadDatabase(db: Db, file: string): Promise<DumpHeader> {
  await ensureAllTables(db);
  const header = await readDumpHeader(file);
  const known = new Set(await tablesInLoadOrder(db));
  const unknown = header.tables.filter((table) => !known.has(table.name)).map((table) => table.name);
  if (unknown.length > 0)
    throw new Error(`the dump has tables this version of the site does not create: ${unknown.join(", ")}`);
  if (header.migrations > (await migrationCount(db)))
    throw new Error("the dump comes from a newer version of the site (more migrations): update the code first");
  for (const [table, rows] of Object.entries(await rowCounts(db)))
    if (rows > 0 && table !== "visit_counts") throw new TargetNotEmptyError(table, rows);
  await db.transaction(async (tx) => {
    // A fresh database may have counted a visit already (the site's first page view).
    await tx.execute(sql`DELETE FROM visit_counts`);
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
    let first = true;
    for await (const line of lines) {
      if (first) {
        first = false;
        continue;
      }
      if (!line.trim()) continue;
      const { table, row } = splitLine(line);
      if (!known.has(table)) throw new Error(`the dump names an unknown table ${table}`);
      // Only the names are read here; the row goes back to PostgreSQL as the text it wrote, so no
      // value passes through JavaScript's numbers (a bigint stays exact).
      const columns = sql.join(
        Object.keys(JSON.parse(row) as Record<string, unknown>).map((column) => ident(column)),
        sql`, `,
      );
      await tx.execute(
        sql`INSERT INTO ${ident(table)} (${columns}) SELECT ${columns} FROM json_populate_record(null::${ident(table)}, ${row}::json)`,
      );
    }
    // Serial columns (the inbox's audit log) continue after the highest restored value.
    const serials = rowsOf<{ table_name: string; column_name: string; seq: string | null }>(
      await tx.execute(sql`SELECT table_name, column_name,
        pg_get_serial_sequence(quote_ident(table_name), column_name) AS seq
        FROM information_schema.columns WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`),
    );
    for (const { table_name, column_name, seq } of serials) {
      if (!seq) continue;
      await tx.execute(
        sql`SELECT setval(${seq}, coalesce((SELECT max(${ident(column_name)}) FROM ${ident(table_name)}), 0) + 1, false)`,
      );
    }
    // A dump cut short (a disk that filled, a copy interrupted) loads nothing at all.
    const counts = await rowCounts(tx);
    for (const { name, rows } of header.tables)
      if (counts[name] !== rows)
        throw new Error(`the dump is damaged: ${name} has ${counts[name]} row(s) in it, its header says ${rows}`);
  });
  return header;
}
