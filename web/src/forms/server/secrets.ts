import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { appSecrets } from "@/db/schema";

/**
 * A secret from the environment, or else one generated on first run and kept in the database, so no
 * secret is ever hard-coded and every instance sharing the database agrees on it.
 */
export async function appSecret(db: Db, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const [found] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (found) return found.value;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  // Another instance may have won the race: read back whichever value was stored.
  const [stored] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(sql`${appSecrets.name} = ${name}`);
  if (!stored) throw new Error(`secret ${name} could not be stored`);
  return stored.value;
}
