// One query worker (see query-pool.ts): parses and evaluates GROQ with groq-js over the dataset
// the pool sent, so a long or greedy query costs this thread, never the lake's HTTP thread.
//
// The answer leaves the worker as finished JSON bytes, written within a byte budget
// (bounded-json.ts) and transferred, not cloned: a result of hundreds of megabytes is cut off here
// at the budget (issue 40, row 5), and the HTTP thread never copies or serialises an object graph.
import { parentPort } from "node:worker_threads";
import { evaluate, parse } from "groq-js";
import { encodeWithin, OverBudget } from "./bounded-json.ts";
import { missingParameter, missingParameterDetails } from "./groq-params.ts";
import { resultSourceMap } from "./source-map.ts";
import type { Doc } from "./types.ts";

export interface QueryJob {
  id: number;
  query: string;
  params: Record<string, unknown>;
  identity: string;
  perspective: string;
  version: number;
  /** Most bytes the result (and its source map) may take as JSON. */
  budget: number;
  /** Also answer the content source map of the result (source-map.ts). */
  sourceMap: boolean;
  /** The perspective's documents, when this worker does not hold `version` of them yet. */
  dataset?: unknown[];
}

export type QueryError = { status: number; type: string; message: string; details: Record<string, unknown> };

/** `result` and `sourceMap` are UTF-8 JSON whose buffers were transferred to the pool. */
export type QueryAnswer =
  | { id: number; result: Uint8Array; sourceMap?: Uint8Array }
  | { id: number; error: QueryError };

const datasets = new Map<string, { version: number; docs: unknown[]; byId?: Map<string, Doc> }>();
const bilingual = (zh: string, en: string) => `${zh} ${en}`;

export function resultTooLarge(budget: number): QueryError {
  const mb = Math.round(budget / 1024 / 1024);
  return {
    status: 400,
    type: "queryExecutionError",
    message: bilingual(
      `查询结果超过 ${mb} MB，已中止；请缩小范围（切片如 [0...100]，或只投影需要的字段）。`,
      `The query's result is larger than ${mb} MB and was stopped; ask for less (a slice such as [0...100], or a projection of the fields you need).`,
    ),
    details: { resultLimitBytes: budget },
  };
}

async function run(job: QueryJob): Promise<{ answer: QueryAnswer; transfer: ArrayBuffer[] }> {
  if (job.dataset) datasets.set(job.perspective, { version: job.version, docs: job.dataset });
  const held = datasets.get(job.perspective);
  if (!held || held.version !== job.version) throw new Error("query worker: dataset version missing");
  const failed = (error: QueryError) => ({ answer: { id: job.id, error }, transfer: [] });
  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(job.query, { params: job.params });
  } catch (error) {
    const err = error as Error & { position?: number };
    const at = err.position ?? 0;
    return failed({
      status: 400,
      type: "queryParseError",
      message: err.message,
      details: { query: job.query, start: at, end: at },
    });
  }
  const missing = missingParameter(tree, job.params);
  if (missing !== undefined) {
    const { message, details } = missingParameterDetails(job.query, missing);
    return failed({ status: 400, type: "queryParseError", message, details });
  }
  try {
    const value = await evaluate(tree, { dataset: held.docs, params: job.params, identity: job.identity });
    const result = await value.get();
    const resultBytes = encodeWithin(result, job.budget);
    if (!job.sourceMap) return { answer: { id: job.id, result: resultBytes }, transfer: [resultBytes.buffer] };
    held.byId ??= new Map((held.docs as Doc[]).map((doc) => [doc._id, doc]));
    const mapBytes = encodeWithin(resultSourceMap(result, held.byId), job.budget - resultBytes.length);
    return {
      answer: { id: job.id, result: resultBytes, sourceMap: mapBytes },
      transfer: [resultBytes.buffer, mapBytes.buffer],
    };
  } catch (error) {
    if (error instanceof OverBudget) return failed(resultTooLarge(job.budget));
    return failed({
      status: 400,
      type: "queryExecutionError",
      message: (error as Error).message,
      details: { query: job.query },
    });
  }
}

parentPort?.on("message", (job: QueryJob) => {
  void run(job).then(({ answer, transfer }) => parentPort?.postMessage(answer, transfer));
});
