// Publishing in the embedded dataset the way Sanity does it: edit the document in the NDJSON file,
// then POST the signed GROQ-webhook delivery to the site's /api/revalidate. Used by
// scripts/seed/publish-local.ts (the command), the content e2e tests and scripts/bench/bench-revalidate.ts.
import { createHmac, randomUUID } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { resolveDataDir } from "../../web/src/config/data-dir.ts";

/** The repository root, found from the working directory (this file is also loaded as CommonJS). */
function repositoryRoot(): string {
  let dir = process.cwd();
  while (!existsSync(path.join(dir, "pnpm-workspace.yaml")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

export interface PublishOptions {
  /** The NDJSON dataset file the server reads (EMBEDDED_DATASET_PATH). */
  datasetFile: string;
  id: string;
  /** Field paths and their new values; an empty object just re-publishes. */
  set?: Record<string, unknown>;
  /** Remove the document instead (a delete event). */
  remove?: boolean;
  siteUrl: string;
  secret: string;
}

type Doc = { _id: string; _type: string; [key: string]: unknown };

export function defaultSecret(): string {
  if (process.env.SANITY_REVALIDATE_SECRET) return process.env.SANITY_REVALIDATE_SECRET;
  const file = path.join(resolveDataDir(process.env, repositoryRoot()), "revalidate-secret");
  if (!existsSync(file))
    throw new Error(`No webhook secret: set SANITY_REVALIDATE_SECRET or start the site once (${file}).`);
  return readFileSync(file, "utf8").trim();
}

export function signDelivery(body: string, secret: string, timestamp = Date.now()): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("base64url")}`;
}

function setPath(doc: Record<string, unknown>, dotted: string, value: unknown) {
  const keys = dotted.split(".");
  let target = doc;
  for (const key of keys.slice(0, -1)) {
    if (typeof target[key] !== "object" || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys.at(-1) as string] = value;
}

/** Writes the edit (atomically) and sends the webhook; returns the site's answer. */
export async function publish(options: PublishOptions): Promise<{ status: number; body: unknown }> {
  const lines = readFileSync(options.datasetFile, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
  const docs = lines.map((line) => JSON.parse(line) as Doc);
  const doc = docs.find((candidate) => candidate._id === options.id);
  if (!doc) throw new Error(`No document with id ${options.id} in ${options.datasetFile}`);
  for (const [field, value] of Object.entries(options.set ?? {})) setPath(doc, field, value);
  doc._updatedAt = new Date().toISOString();
  doc._rev = randomUUID();
  const kept = options.remove ? docs.filter((candidate) => candidate !== doc) : docs;
  const temporary = `${options.datasetFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${kept.map((candidate) => JSON.stringify(candidate)).join("\n")}\n`);
  renameSync(temporary, options.datasetFile);

  // The projection the README asks operators to configure in Sanity.
  const metadata = docs.find(
    (candidate) =>
      candidate._type === "translation.metadata" &&
      (candidate.translations as { value?: { _ref?: string } }[] | undefined)?.some((t) => t.value?._ref === doc._id),
  );
  const translations = ((metadata?.translations as { value?: { _ref?: string } }[] | undefined) ?? [])
    .map((t) => t.value?._ref)
    .filter((ref): ref is string => typeof ref === "string");
  const body = JSON.stringify({ _id: doc._id, _type: doc._type, translations });
  const response = await fetch(new URL("/api/revalidate", options.siteUrl), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sanity-webhook-signature": signDelivery(body, options.secret),
      "idempotency-key": randomUUID(),
    },
    body,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
