import "server-only";
import { connection } from "next/server";
import { getDatabase } from "@/db/client";
import { mailQueue, mailStuck } from "./mail-status";
import { noStore } from "./request";

// GET /inbox/mail-status: whether mail leaves, for the studio's 收件箱 link (issue 41, Done-when 3).
// The studio is a browser app on another origin (the lake's) with no inbox session, so this
// answers without one, to any origin (CORS `*`, no credentials): only the state, the same one
// the inbox's banner shows (mail-status.ts), never counts, addresses or anything of a person.
// One database read per 10 s at most, whoever asks: a single remembered value, not keyed by request.

export type MailSignal = "ok" | "unconfigured" | "failing" | "unknown";

const FRESH_MS = 10_000;
let last: { at: number; signal: Promise<MailSignal> } | undefined;

async function readSignal(): Promise<MailSignal> {
  try {
    return mailStuck(await mailQueue((await getDatabase()).db)) ?? "ok";
  } catch {
    return "unknown";
  }
}

export async function handleMailStatus(): Promise<Response> {
  // Per request, never prerendered at build time.
  await connection();
  const now = Date.now();
  if (!last || now - last.at > FRESH_MS) last = { at: now, signal: readSignal() };
  const mail = await last.signal;
  return Response.json(
    { mail },
    { headers: { ...noStore, "access-control-allow-origin": "*", "cross-origin-resource-policy": "cross-origin" } },
  );
}
