// POST /data/mutate: a transaction of mutations (mutations.ts applies each one), committed as one.
import type { LakeContext, SignedCall } from "../context.ts";
import { badRequest } from "../errors.ts";
import { flag, json, readJson } from "../http.ts";
import { type ApiMutation, applyMutation, dryRunOf, transactionIdOf } from "../mutations.ts";
import { queryValue } from "../query.ts";
import type { Doc } from "../types.ts";

/** Mutations (or actions) in one transaction; a studio publish sends a handful. */
export const MAX_MUTATIONS_PER_TRANSACTION = 1_000;

/** Adds `_key` to objects in arrays that have none (the mutate endpoint's autoGenerateArrayKeys). */
function addArrayKeys(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => {
      const mapped = addArrayKeys(item);
      if (mapped && typeof mapped === "object" && !Array.isArray(mapped) && !("_key" in mapped))
        return { _key: Math.random().toString(36).slice(2, 14), ...mapped };
      return mapped;
    });
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, addArrayKeys(child)]));
  return value;
}

/** The ids a query patch (`patch: {query}`) addresses, found by the query workers. */
function idsByQuery(ctx: LakeContext) {
  return async (groq: string, params: Record<string, unknown>) => {
    const result = await queryValue(ctx.queries, ctx.store, groq, params, "raw");
    return (Array.isArray(result) ? result : [result])
      .map((doc) => (doc as Doc | null)?._id)
      .filter((id): id is string => typeof id === "string");
  };
}

async function mutationsOf(call: SignedCall) {
  const body = await readJson(call.req);
  const mutations = body.mutations;
  if (!Array.isArray(mutations) || mutations.length === 0) throw badRequest("`mutations` must be a non-empty array");
  if (mutations.length > MAX_MUTATIONS_PER_TRANSACTION)
    throw badRequest(`a transaction holds at most ${MAX_MUTATIONS_PER_TRANSACTION} mutations`);
  const autoKeys = flag(call.search, "autoGenerateArrayKeys");
  return {
    body,
    mutations: (mutations as ApiMutation[]).map((raw) => (autoKeys ? (addArrayKeys(raw) as ApiMutation) : raw)),
  };
}

export async function mutate(ctx: LakeContext, call: SignedCall) {
  const { res, search, editor } = call;
  const { body, mutations } = await mutationsOf(call);
  const transactionId = transactionIdOf(body.transactionId, search.get("transactionId"));
  const dryRun = dryRunOf(body, search);
  const queryIds = idsByQuery(ctx);
  const perDocument = new Map<string, ApiMutation[]>();
  const { transaction, result } = await ctx.store.commit(
    { transactionId, author: editor.id, dryRun },
    async (set) => {
      const results = [];
      for (const mutation of mutations) {
        const outcome = await applyMutation(mutation, set, queryIds);
        for (const entry of outcome) {
          const list = perDocument.get(entry.id) ?? [];
          list.push(mutation);
          perDocument.set(entry.id, list);
        }
        results.push(...outcome);
      }
      return results;
    },
    (id, before) => {
      // Patches addressed to this one document replay exactly; anything else (a query patch,
      // a create) is sent as the resulting document.
      const list = perDocument.get(id) ?? [];
      const exact = before && list.every((m) => m.patch && (m.patch as Record<string, unknown>).id === id);
      return exact ? list : undefined;
    },
  );
  const returnDocuments = flag(search, "returnDocuments");
  const after = new Map(transaction.changes.map((change) => [change.id, change.after]));
  json(res, 200, {
    transactionId,
    results: result.map((entry) => ({
      id: entry.id,
      operation: entry.operation,
      ...(returnDocuments ? { document: after.has(entry.id) ? after.get(entry.id) : ctx.store.get(entry.id) } : {}),
    })),
    ...(flag(search, "returnIds") ? { documentIds: result.map((entry) => entry.id) } : {}),
  });
}
