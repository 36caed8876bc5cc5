// One query worker (see query-pool.ts): parses and evaluates GROQ with groq-js over the dataset
// the pool sent, so a long or greedy query costs this thread, never the lake's HTTP thread.
import { parentPort } from "node:worker_threads";
import { evaluate, parse } from "groq-js";

export interface QueryJob {
  id: number;
  query: string;
  params: Record<string, unknown>;
  identity: string;
  perspective: string;
  version: number;
  /** The perspective's documents, when this worker does not hold `version` of them yet. */
  dataset?: unknown[];
}

export type QueryAnswer =
  | { id: number; result: unknown }
  | { id: number; error: { status: number; type: string; message: string; details: Record<string, unknown> } };

const datasets = new Map<string, { version: number; docs: unknown[] }>();

async function run(job: QueryJob): Promise<QueryAnswer> {
  if (job.dataset) datasets.set(job.perspective, { version: job.version, docs: job.dataset });
  const held = datasets.get(job.perspective);
  if (!held || held.version !== job.version) throw new Error("query worker: dataset version missing");
  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(job.query, { params: job.params });
  } catch (error) {
    const err = error as Error & { position?: number };
    const at = err.position ?? 0;
    return {
      id: job.id,
      error: {
        status: 400,
        type: "queryParseError",
        message: err.message,
        details: { query: job.query, start: at, end: at },
      },
    };
  }
  try {
    const value = await evaluate(tree, { dataset: held.docs, params: job.params, identity: job.identity });
    return { id: job.id, result: await value.get() };
  } catch (error) {
    return {
      id: job.id,
      error: {
        status: 400,
        type: "queryExecutionError",
        message: (error as Error).message,
        details: { query: job.query },
      },
    };
  }
}

parentPort?.on("message", (job: QueryJob) => {
  void run(job).then((answer) => parentPort?.postMessage(answer));
});
