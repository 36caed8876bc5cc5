import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

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
