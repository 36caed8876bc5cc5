import { count } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "@/db/client";
import { submissions } from "@/db/schema";
import type { FormKind } from "../schemas";
import { handleSubmission } from "./handler";
import { formRequest, type RequestOptions, solvedPayload, testDatabase, testDeps } from "./testing";

// The set-up of the handler's tests (vitest only; testing.ts serves the benchmark and crash test too).

/** The JSON of a refused submission. */
export type Answer = { error?: string; fieldErrors?: Record<string, { code: string; message: string }> };

export const KINDS: FormKind[] = ["message", "application", "inquiry"];

/**
 * A database of `engine` and the handler's dependencies, opened before the tests of the calling
 * describe block and closed after them.
 */
export function formTestbed(engine: "pglite" | "postgres") {
  let opened: { database: Database; deps: Awaited<ReturnType<typeof testDeps>> } | undefined;
  beforeAll(async () => {
    const database = await testDatabase(engine);
    opened = { database, deps: await testDeps(database.db) };
  }, 60_000);
  afterAll(async () => {
    await opened?.database.close();
  });
  const ready = () => {
    if (!opened) throw new Error("the testbed opens in beforeAll");
    return opened;
  };
  return {
    get database() {
      return ready().database;
    },
    get deps() {
      return ready().deps;
    },
    /** How many submissions are stored. */
    async rows(): Promise<number> {
      return (await ready().database.db.select({ n: count() }).from(submissions))[0]?.n ?? 0;
    },
    /** A freshly solved ALTCHA payload. */
    solved: () => solvedPayload(ready().deps.keys),
    /** `fields` posted as the browser would, with a freshly solved ALTCHA unless `options` names one. */
    async submit(kind: FormKind, fields: Record<string, string>, options: RequestOptions = {}) {
      const altcha = "altcha" in options ? options.altcha : await solvedPayload(ready().deps.keys);
      return handleSubmission(kind, formRequest(kind, fields, { ...options, altcha }), ready().deps);
    },
  };
}
