import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { scratchPostgres, TEST_ENGINES } from "@/forms/server/testing";
import { openDatabase } from "./client";
import { rowsOf } from "./rows";

describe("the embedded database", () => {
  // PostgreSQL's default (128 MB) is memory PGlite's WebAssembly heap touches at start and keeps:
  // the largest part of an idle server's memory before issue 17.
  it("runs PostgreSQL with a small buffer cache", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(result.rows[0]?.shared_buffers).toBe("16MB");
    } finally {
      await database.close();
    }
  }, 30_000);

  // PGlite's own bytea codec went a byte at a time through JS arrays: a 10 MB resume held the event
  // loop seconds to store and to read (issue 40, row 7). Node's hex codec, the same bytes.
  it("stores and reads bytea byte for byte, a 10 MB resume in well under a second", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      const every = Uint8Array.from({ length: 256 }, (_, i) => i);
      const large = new Uint8Array(randomBytes(10 * 1024 * 1024));
      for (const bytes of [new Uint8Array(0), every, large.subarray(7, 1007), large]) {
        const started = performance.now();
        const [row] = rowsOf<{ b: Uint8Array }>(await database.db.execute(sql`SELECT ${bytes}::bytea AS b`));
        if (bytes === large) expect(performance.now() - started).toBeLessThan(1500);
        expect(Buffer.from(row?.b as Uint8Array).equals(Buffer.from(bytes))).toBe(true);
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});

// On the PostgreSQL server npm test starts, as the other storage tests (TEST_ENGINES).
if (TEST_ENGINES.includes("postgres")) {
  describe("a PostgreSQL server", () => {
    // The migration lock holds a connection while the migrator needs another: a pool of one once
    // waited on itself for ever.
    it("opens and migrates with a pool of one connection asked for", async () => {
      const scratch = await scratchPostgres("pool_of_one");
      try {
        const database = await openDatabase({ url: scratch.url, max: 1 });
        const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from submissions`));
        expect(row?.n).toBe(0);
        await database.close();
      } finally {
        await scratch.drop();
      }
    }, 30_000);
  });
}
