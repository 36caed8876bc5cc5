import "server-only";
import { timingSafeEqual } from "node:crypto";
import path from "node:path";
import { type Database, getDatabase } from "@/db/client";
import { FORM_TYPES, type FormType } from "@/db/schema";
import { BodyTooLarge, readTextCapped } from "@/http/body";
import { exportSubmissions, listSubmissions, parseAge, purgeSubmissions } from "@/operator/commands";
import { virusScannerFromEnv } from "@/virus-scan/scanner";
import { dumpDatabase } from "./db-dump";

// POST /api/operator/submissions: `pnpm submissions list|export|purge` run by the server that holds
// the embedded database (issue 29, item 1). PGlite is one process's database, so while the site
// runs the command cannot open it; it sends the command here instead, with the token the server
// wrote into the database's lock file (db/lock.ts). That file is readable by the database's owner
// only: whoever can read it could read the database files anyway. With a PostgreSQL server
// (DATABASE_URL) there is no lock and no endpoint: the command opens the database itself.

export interface OperatorCommand {
  command: "list" | "export" | "purge" | "dump";
  type?: FormType;
  limit?: number;
  /**
   * export: absolute folder the server writes into (same machine, same user as the command);
   * dump (`pnpm backup`): absolute path of a new file for the database's logical dump (runtime/db-dump.ts).
   */
  out?: string;
  /** purge: "180d", "12h" */
  olderThan?: string;
}

/** A command is a few short fields (its type, a limit, an age, a path): 64 KB is far more. */
const MAX_COMMAND_BYTES = 64 * 1024;

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

function parseCommand(body: unknown): OperatorCommand | string {
  if (!body || typeof body !== "object") return "body must be a JSON object";
  const { command, type, limit, out, olderThan } = body as Record<string, unknown>;
  if (command !== "list" && command !== "export" && command !== "purge" && command !== "dump")
    return "command: list, export, purge or dump";
  if (type !== undefined && !FORM_TYPES.includes(type as FormType)) return `unknown type ${String(type)}`;
  if (limit !== undefined && !(Number.isInteger(limit) && (limit as number) > 0)) return "limit: a positive integer";
  if ((command === "export" || command === "dump") && (typeof out !== "string" || !path.isAbsolute(out)))
    return `${command} needs an absolute out`;
  if (command === "purge") {
    if (typeof olderThan !== "string") return "purge needs olderThan, e.g. 180d";
    try {
      parseAge(olderThan);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return {
    command,
    type: type as FormType | undefined,
    limit: limit as number | undefined,
    out: out as string,
    olderThan: olderThan as string,
  };
}

function tokenMatches(database: Database, header: string | null): boolean {
  const expected = database.lock?.token;
  if (!expected || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length).trim());
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Runs one operator command; its output is the text the command prints. */
export async function runOperatorCommand(database: Database, command: OperatorCommand): Promise<string> {
  const filter = { type: command.type, limit: command.limit };
  if (command.command === "dump") {
    const header = await dumpDatabase(database.db, command.out as string);
    return JSON.stringify(header);
  }
  if (command.command === "list") return listSubmissions(database.db, filter);
  if (command.command === "export") {
    const out = command.out as string;
    const { rows, files } = await exportSubmissions(database.db, out, filter, { scan: virusScannerFromEnv() });
    return `exported ${rows} submission(s) and ${files} attachment(s) to ${out}`;
  }
  const removed = await purgeSubmissions(database.db, parseAge(command.olderThan as string));
  return `purged ${removed} submission(s) older than ${command.olderThan} (with resumes, consents and mail)`;
}

export async function handleOperatorRequest(
  request: Request,
  opened: () => Promise<Database> = getDatabase,
): Promise<Response> {
  let database: Database;
  try {
    database = await opened();
  } catch {
    return json(503, { error: "database unavailable" });
  }
  if (!database.lock) return json(404, { error: "not an embedded database: run the command directly" });
  if (!tokenMatches(database, request.headers.get("authorization"))) return json(401, { error: "unauthorized" });
  let body: unknown;
  try {
    // Through the capped reader like every body (issue 40): the token holder's mistake cannot fill the heap.
    body = JSON.parse(await readTextCapped(request, MAX_COMMAND_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLarge) return json(413, { error: `a command is at most ${MAX_COMMAND_BYTES} bytes` });
    return json(400, { error: "body must be JSON" });
  }
  const command = parseCommand(body);
  if (typeof command === "string") return json(400, { error: command });
  return json(200, { output: await runOperatorCommand(database, command) });
}
