import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { rowsOf } from "./rows";

// Small facts the server must remember across restarts and share between instances without
// Redis: webhook deliveries already processed (replay protection) and the last revalidation
// (shown on /test), the old paths of renamed documents (redirects). Tiny tables, created on first use so that this needs no migration of
// its own (and cannot collide with the numbered migrations of other work).

const ready = new WeakMap<Db, Promise<void>>();

/** Creates the tables (also used by a restore, which must find every table: runtime/db-dump.ts). */
export function ensureMemoryTables(db: Db): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = (async () => {
      await db.execute(sql`CREATE TABLE IF NOT EXISTS seen_keys (
        key text PRIMARY KEY,
        expires_at timestamptz NOT NULL)`);
      await db.execute(sql`CREATE TABLE IF NOT EXISTS app_state (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now())`);
      // Old paths of renamed documents (db/slug-redirects.ts): the path, and the document it leads to.
      await db.execute(sql`CREATE TABLE IF NOT EXISTS slug_redirects (
        from_path text PRIMARY KEY,
        document_id text NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now())`);
    })();
    done.catch(() => ready.delete(db));
    ready.set(db, done);
  }
  return done;
}

/**
 * Records `key` until `ttlMs` from now; false when it was recorded before and has not expired (a
 * replay). Atomic across instances: the insert wins once, an expired row is taken over.
 */
export async function firstSeenInDb(db: Db, key: string, ttlMs: number): Promise<boolean> {
  await ensureMemoryTables(db);
  const expires = new Date(Date.now() + ttlMs).toISOString();
  const result = await db.execute(sql`
    INSERT INTO seen_keys (key, expires_at) VALUES (${key}, ${expires}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET expires_at = excluded.expires_at WHERE seen_keys.expires_at < now()
    RETURNING key`);
  if (Math.random() < 0.05) await db.execute(sql`DELETE FROM seen_keys WHERE expires_at < now()`);
  return rowsOf(result).length === 1;
}

export async function saveState(db: Db, key: string, value: unknown): Promise<void> {
  await ensureMemoryTables(db);
  await db.execute(sql`
    INSERT INTO app_state (key, value, updated_at) VALUES (${key}, ${JSON.stringify(value)}::jsonb, now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`);
}

export async function loadState<T>(db: Db, key: string): Promise<T | null> {
  await ensureMemoryTables(db);
  const [row] = rowsOf<{ value: T }>(await db.execute(sql`SELECT value FROM app_state WHERE key = ${key}`));
  return row?.value ?? null;
}
