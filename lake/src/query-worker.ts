// One query worker (see query-pool.ts): parses and evaluates GROQ with groq-js over the dataset
// the pool sent, so a long or greedy query costs this thread, never the lake's HTTP thread.
//
// The answer leaves the worker as finished JSON bytes, written within a byte budget
// (bounded-json.ts) and transferred, not cloned: a result of hundreds of megabytes is cut off here
// at the budget (issue 40, row 5), and the HTTP thread never copies or serialises an object graph.
import { getHeapStatistics } from "node:v8";
import { parentPort } from "node:worker_threads";
import { evaluate, parse } from "groq-js";
import { encodeWithin, OverBudget } from "./bounded-json.ts";
import { missingParameter, missingParameterDetails } from "./groq-params.ts";
import { metered, OverAllowance, startMeter, stopMeter } from "./query-meter.ts";
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
  /**
   * Bytes of heap the evaluation may add (query-meter.ts), or DATASET_FACTOR times the JSON size
   * of the datasets the worker holds when that is more: a larger dataset's honest queries need more.
   */
  memory: number;
  /** Date.now() past which the evaluation stops (the pool's deadline for the query). */
  deadline: number;
  /** The pool's deadline in seconds, for the message. */
  timeoutSeconds: number;
  /** Also answer the content source map of the result (source-map.ts). */
  sourceMap: boolean;
  /** The perspective's documents, when this worker does not hold `version` of them yet. */
  dataset?: unknown[];
}

export type QueryError = { status: number; type: string; message: string; details: Record<string, unknown> };

/** `result` and `sourceMap` are UTF-8 JSON whose buffers were transferred to the pool. */
export type QueryAnswer = (
  | { id: number; result: Uint8Array; sourceMap?: Uint8Array }
  | { id: number; error: QueryError }
) & {
  /**
   * The worker holds much more heap than its datasets after this query (garbage V8 has not
   * collected yet, or a query stopped over its allowance): the pool replaces it once it has
   * answered, so the next query's allowance counts from a clean heap (query-meter.ts).
   */
  recycle?: boolean;
};

const datasets = new Map<string, { version: number; docs: unknown[]; bytes: number; byId?: Map<string, Doc> }>();

/**
 * A query's memory allowance is at least this many times the JSON size of the datasets the worker
 * holds: their objects take about three times their JSON on the heap, and an honest query over
 * all of them (the site's build reads every document, with a projection) builds about as much again.
 */
const DATASET_FACTOR = 8;
/** The heap of this worker before any dataset: groq-js and Node's own. */
const STARTUP_HEAP = getHeapStatistics().used_heap_size;
const heldBytes = () => [...datasets.values()].reduce((sum, held) => sum + held.bytes, 0);
const allowance = (job: QueryJob) => Math.max(job.memory, DATASET_FACTOR * heldBytes());
/** The result's byte budget: the pool's, or four times the datasets' JSON up to 64 MB when that is more. */
const RESULT_CEILING = 64 * 1024 * 1024;
const resultBudget = (job: QueryJob) => Math.max(job.budget, Math.min(RESULT_CEILING, 4 * heldBytes()));
const bilingual = (zh: string, en: string) => `${zh} ${en}`;

/** Past its memory allowance: the query asked for too much at once (a 400, like a result too large). */
export function tooMuchMemory(allowance: number): QueryError {
  const mb = Math.round(allowance / 1024 / 1024);
  return {
    status: 400,
    type: "queryExecutionError",
    message: bilingual(
      `查询运行时需要超过 ${mb} MB 内存，已中止；请缩小范围（先筛选再关联，或用切片如 [0...100]）。`,
      `The query needed more than ${mb} MB of memory while running and was stopped; ask for less (filter before joining, or a slice such as [0...100]).`,
    ),
    details: { memoryLimitBytes: allowance },
  };
}

/** Past its deadline: the same answer as the pool's (query-pool.ts), without replacing the worker. */
export function tooSlow(seconds: number): QueryError {
  return {
    status: 503,
    type: "queryTimeout",
    message: bilingual(`查询超过 ${seconds} 秒，已中止。`, `The query ran longer than ${seconds} s and was stopped.`),
    details: {},
  };
}

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
  if (job.dataset)
    datasets.set(job.perspective, {
      version: job.version,
      docs: metered(job.dataset),
      // Once per perspective and version, as costly as receiving it was.
      bytes: JSON.stringify(job.dataset).length,
    });
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
  const budget = resultBudget(job);
  try {
    startMeter(allowance(job), job.deadline);
    let result: unknown;
    try {
      const value = await evaluate(tree, { dataset: held.docs, params: job.params, identity: job.identity });
      result = await value.get();
    } catch (error) {
      await stopMeter(true);
      throw error;
    }
    await stopMeter(false);
    const resultBytes = encodeWithin(result, budget);
    if (!job.sourceMap) return { answer: { id: job.id, result: resultBytes }, transfer: [resultBytes.buffer] };
    held.byId ??= new Map((held.docs as Doc[]).map((doc) => [doc._id, doc]));
    const mapBytes = encodeWithin(resultSourceMap(result, held.byId), budget - resultBytes.length);
    return {
      answer: { id: job.id, result: resultBytes, sourceMap: mapBytes },
      transfer: [resultBytes.buffer, mapBytes.buffer],
    };
  } catch (error) {
    if (error instanceof OverBudget) return failed(resultTooLarge(budget));
    if (error instanceof OverAllowance)
      return failed(error.kind === "memory" ? tooMuchMemory(error.allowance) : tooSlow(job.timeoutSeconds));
    return failed({
      status: 400,
      type: "queryExecutionError",
      message: (error as Error).message,
      details: { query: job.query },
    });
  }
}

parentPort?.on("message", (job: QueryJob) => {
  void run(job).then(({ answer, transfer }) => {
    // Datasets take about three times their JSON on the heap; half an allowance more is left over.
    const clean = STARTUP_HEAP + 3 * heldBytes() + allowance(job) / 2;
    if (getHeapStatistics().used_heap_size > clean) answer.recycle = true;
    parentPort?.postMessage(answer, transfer);
  });
});
