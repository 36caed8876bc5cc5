// GET /data/history: transactions, documents as they were, and a document's events, all read from
// the transaction log (history.ts).
import type { ApiCall, LakeContext } from "../context.ts";
import { documentAt, documentEvents, transactionsFor } from "../history.ts";
import { json } from "../http.ts";

const idList = (value: string | undefined) => (value ?? "").split(",").filter(Boolean);

export function transactions(ctx: LakeContext, { res, params, search }: ApiCall) {
  const lines = transactionsFor(ctx.store, idList(params.ids), search);
  res.writeHead(200, { "content-type": "application/x-ndjson" });
  res.end(lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
}

export function documents(ctx: LakeContext, { res, params, search }: ApiCall) {
  const found = idList(params.ids)
    .map((id) => documentAt(ctx.store, id, search))
    .filter((doc) => doc !== null);
  json(res, 200, { documents: found });
}

export function events(ctx: LakeContext, { res, params }: ApiCall) {
  json(res, 200, documentEvents(ctx.store, params.id ?? ""));
}
