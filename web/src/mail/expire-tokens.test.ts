import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "@/db/client";
import { outbox, submissions } from "@/db/schema";
import { expireAckTokens } from "./expire-tokens";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
}, 120_000);
afterAll(async () => {
  await database.close();
});

async function submissionWithToken(createdAt: Date, token: string) {
  const [row] = await database.db
    .insert(submissions)
    .values({
      formType: "message",
      locale: "zh",
      email: "a@example.com",
      fields: {},
      ip: "192.0.2.1",
      ackTokenHash: token,
      createdAt,
    })
    .returning({ id: submissions.id });
  const id = row?.id as string;
  await database.db.insert(outbox).values({ submissionId: id, ackToken: token, createdAt });
  return id;
}

it("removes acknowledgement tokens after 7 days and keeps newer ones", async () => {
  const now = new Date("2026-11-23T10:00:00Z");
  const old = await submissionWithToken(new Date("2026-11-15T09:00:00Z"), "old-token-0123456789abcdef");
  const fresh = await submissionWithToken(new Date("2026-11-20T09:00:00Z"), "fresh-token-0123456789abcdef");
  expect(await expireAckTokens(database.db, now)).toBe(1);
  const token = async (id: string) =>
    (await database.db.select({ t: outbox.ackToken }).from(outbox).where(eq(outbox.submissionId, id)))[0]?.t;
  expect(await token(old)).toBeNull();
  expect(await token(fresh)).toBe("fresh-token-0123456789abcdef");
  expect(await expireAckTokens(database.db, now)).toBe(0);
});
