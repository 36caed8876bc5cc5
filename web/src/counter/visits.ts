import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { visitCounts } from "@/db/schema";

/** Counts one page view (today's row) and answers the total. A number only: no cookie, no address. */
export async function countVisit(db: Db): Promise<number> {
  await db
    .insert(visitCounts)
    .values({ views: 1 })
    .onConflictDoUpdate({ target: visitCounts.day, set: { views: sql`${visitCounts.views} + 1` } });
  return totalVisits(db);
}

/** The total without counting a view. */
export async function totalVisits(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${visitCounts.views}), 0)` }).from(visitCounts);
  return Number(row?.total ?? 0);
}
