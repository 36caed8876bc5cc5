import { mkdirSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { defaultPgliteDir, migrationsFolder } from "./paths";
import * as schema from "./schema";

/** One database API whichever engine answers: embedded PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL; wins over `dataDir`. */
  url?: string;
  /** PGlite data folder; `memory://` for a throwaway in-memory database. */
  dataDir?: string;
  /** Connections in the pool (PostgreSQL only). */
  max?: number;
}

/**
 * PGlite's PostgreSQL settings for a small submissions database. PostgreSQL's default
 * shared_buffers (128 MB) is memory PGlite's WebAssembly heap allocates and touches when it starts
 * and never gives back: 150 of a server's 500 MB at rest. The tables are small and their files
 * stay in the operating system's page cache, so 16 MB is plenty
 * (docs/decisions/0022-server-memory.md).
 */
export const PGLITE_SETTINGS = ["shared_buffers=16MB"];

/**
 * V8 compiles PGlite's WebAssembly (a whole PostgreSQL) with its baseline compiler, then again with
 * its optimizing compiler as functions get hot. The second pass took about 500 MB for seconds at
 * every start and left the heap fragmented (measured peak 700 MB for PGlite alone, 140 MB without
 * it), and on this two-core server it was slower than the baseline code it replaced. The flags are
 * V8's and process-wide; they are read when a module is compiled, so they are set before PGlite's.
 */
function baselineWasmOnly() {
  setFlagsFromString("--no-wasm-tier-up");
  setFlagsFromString("--no-wasm-dynamic-tiering");
}

/** Advisory lock key held while migrating ("wafer" in ASCII). */
const MIGRATION_LOCK = 0x7761666572;

/** Open a database and bring its schema up to the newest migration. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    const sql = postgres(options.url, { max: options.max ?? 10, onnotice: () => {} });
    const db = drizzle({ client: sql, schema });
    // Several instances start at once against one server: a session lock makes them migrate one
    // after the other (two concurrent runs of the first migration collide on CREATE TABLE).
    const lock = await sql.reserve();
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migrate(db, { migrationsFolder: migrationsFolder() });
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
      lock.release();
    }
    return { db: db as unknown as Db, engine: "postgres", close: () => sql.end({ timeout: 5 }) };
  }
  const dataDir = options.dataDir ?? defaultPgliteDir();
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  baselineWasmOnly();
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
  });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, engine: "pglite", close: () => client.close() };
}

// One database per server process, opened on first use (DATABASE_URL selects a PostgreSQL server).
const globalForDb = globalThis as unknown as { __waferDb?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  globalForDb.__waferDb ??= openDatabase({ url: process.env.DATABASE_URL || undefined }).catch((error) => {
    globalForDb.__waferDb = undefined; // let the next request try again
    throw error;
  });
  return globalForDb.__waferDb;
}
