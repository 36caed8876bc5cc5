import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { config } from "../config/env.ts";
import { acquireLock, type LockHolder } from "./lock";
import { defaultPgliteDir, migrationsFolder } from "./paths";
import * as schema from "./schema";

/** One database API whichever engine answers: embedded PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /** The embedded database's lock, held by this process while it is open (db/lock.ts). */
  lock?: LockHolder;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL; wins over `dataDir`. */
  url?: string;
  /** PGlite data folder; `memory://` for a throwaway in-memory database. */
  dataDir?: string;
  /** Connections in the pool (PostgreSQL only; at least 2, see openDatabase). */
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
    // Two connections at least: the migration lock below holds one while the migrator uses
    // another (a pool of one waited on itself for ever).
    const sql = postgres(options.url, { max: Math.max(options.max ?? 10, 2), onnotice: () => {} });
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
  const memory = dataDir.startsWith("memory://");
  let lock: ReturnType<typeof acquireLock> | undefined;
  if (!memory) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    lock = acquireLock(dataDir);
    ownerOnly(dataDir);
  }
  try {
    return await openPglite(dataDir, lock?.holder, () => lock?.release());
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * The embedded database holds applicants' personal data and resumes (issue 29, item 2): its folder
 * and everything in it readable and writable by the owner only. PGlite's file system layer creates
 * every file 0666 whatever the process umask (measured: 968 files 0666 under umask 077), so the
 * mode bits are set here: at open, after the migrations, every minute while open, and at close.
 * The folder itself is 0700 from its creation, so the files PGlite adds between two passes are not
 * reachable by another user either. The process umask stays as it is: the rest of what the server
 * writes (the last-good content fallback, public build files) carries no personal data.
 */
export function ownerOnly(dataDir: string) {
  const walk = (dir: string) => {
    chmodSync(dir, 0o700);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      try {
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile()) chmodSync(full, 0o600);
      } catch (error) {
        // A file PGlite removed between the listing and the chmod.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  walk(dataDir);
}

const OWNER_ONLY_EVERY_MS = 60_000;

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * PGlite's own bytea codec goes a byte at a time through JavaScript arrays and parseInt: on this
 * two-core server a 10 MB resume held the event loop about 2 s to read and 5 s to store, and the
 * whole site waited (issue 40, row 7). Node's hex codec does the same work natively in milliseconds.
 * PostgreSQL's text form of bytea is `\x` and two hex digits a byte.
 */
export const PGLITE_BYTEA = {
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), "hex") },
  serializers: {
    [BYTEA]: (bytes: Uint8Array) =>
      `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex")}`,
  },
};

async function openPglite(dataDir: string, lock: LockHolder | undefined, release: () => void): Promise<Database> {
  baselineWasmOnly();
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
    ...PGLITE_BYTEA,
  });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  const inMemory = dataDir.startsWith("memory://");
  const keepPrivate = inMemory ? undefined : setInterval(() => ownerOnly(dataDir), OWNER_ONLY_EVERY_MS).unref();
  if (!inMemory) ownerOnly(dataDir);
  return {
    db: db as unknown as Db,
    engine: "pglite",
    lock,
    close: async () => {
      clearInterval(keepPrivate);
      try {
        await client.close();
        if (!inMemory) ownerOnly(dataDir);
      } finally {
        release();
      }
    },
  };
}

// One database per server process, opened on first use (DATABASE_URL selects a PostgreSQL server).
const globalForDb = globalThis as unknown as { __waferDb?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  globalForDb.__waferDb ??= openDatabase({ url: config().DATABASE_URL }).catch((error) => {
    globalForDb.__waferDb = undefined; // let the next request try again
    throw error;
  });
  return globalForDb.__waferDb;
}
