// The query endpoint's answer, written around the JSON bytes a query worker produced: the result is
// never parsed or serialised again on the HTTP thread (issue 40, row 5). Same body as
// `JSON.stringify({query, result, resultSourceMap, syncTags, ms})`.
import type { ServerResponse } from "node:http";
import type { QueryOutput } from "./query-pool.ts";

export function sendQueryAnswer(
  res: ServerResponse,
  output: QueryOutput,
  meta: { query: string | undefined; syncTags: string[]; ms: number },
) {
  const head = Buffer.from(`{${meta.query === undefined ? "" : `"query":${JSON.stringify(meta.query)},`}"result":`);
  const middle = output.sourceMap ? Buffer.from(`,"resultSourceMap":`) : undefined;
  const tail = Buffer.from(`,"syncTags":${JSON.stringify(meta.syncTags)},"ms":${meta.ms}}`);
  const parts = [head, output.result, ...(middle && output.sourceMap ? [middle, output.sourceMap] : []), tail];
  res.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "content-length": parts.reduce((sum, part) => sum + part.length, 0),
  });
  for (const part of parts.slice(0, -1)) res.write(part);
  res.end(tail);
}
