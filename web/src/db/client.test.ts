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
