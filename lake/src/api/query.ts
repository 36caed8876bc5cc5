// Reading the dataset: GROQ queries (GET and POST /data/query), documents by id (/data/doc) and
// the whole dataset as NDJSON (/data/export).
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ApiCall, LakeContext } from "../context.ts";
import { badRequest } from "../errors.ts";
import { groqParams, json, readJson } from "../http.ts";
import { DATASET_SYNC_TAG } from "../live.ts";
import { perspectiveOf, runQuery } from "../query.ts";
import { sendQueryAnswer } from "../query-answer.ts";
import type { Store } from "../store.ts";
import type { Doc } from "../types.ts";

export async function query(ctx: LakeContext, { req, res, search, version }: ApiCall) {
  let groq = search.get("query");
  let params = groqParams(search);
  let perspective: unknown = search.get("perspective") ?? undefined;
  if (req.method === "POST") {
    const body = await readJson(req);
    groq = typeof body.query === "string" ? body.query : groq;
    if (body.params && typeof body.params === "object") params = body.params as Record<string, unknown>;
    perspective = body.perspective ?? perspective;
  }
  if (!groq) throw badRequest("a `query` is required", "queryParseError");
  const started = performance.now();
  // Source maps are asked for by @sanity/client when stega is on (the site's draft mode): source-map.ts.
  const sourceMap = search.get("resultSourceMap");
  const output = await runQuery(ctx.queries, ctx.store, groq, params, perspectiveOf(perspective, version), {
    sourceMap: !!sourceMap && sourceMap !== "false",
  });
  sendQueryAnswer(res, output, {
    query: search.get("returnQuery") === "false" ? undefined : groq,
    syncTags: [DATASET_SYNC_TAG],
    ms: Math.round(performance.now() - started),
  });
}

export function documents(ctx: LakeContext, { res, params }: ApiCall) {
  const ids = (params.ids ?? "").split(",").filter(Boolean);
  const found = ids.map((id) => ctx.store.get(id)).filter((doc): doc is Doc => doc !== null);
  json(res, 200, {
    documents: found,
    omitted: ids.filter((id) => !ctx.store.get(id)).map((id) => ({ id, reason: "existence" })),
  });
}

function* exportLines(store: Store) {
  for (const doc of store.all()) yield `${JSON.stringify(doc)}\n`;
}

export async function exportDataset(ctx: LakeContext, { res }: ApiCall) {
  // Paced by the client (pipeline waits for the socket), not the whole dataset queued at once.
  res.writeHead(200, { "content-type": "application/x-ndjson" });
  await pipeline(Readable.from(exportLines(ctx.store)), res);
}
