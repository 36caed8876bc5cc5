// POST /data/actions: the document actions the studio publishes, discards and edits with
// (actions.ts turns each into mutations), committed as one transaction.
import { applyAction, editMutations } from "../actions.ts";
import type { LakeContext, SignedCall } from "../context.ts";
import { badRequest } from "../errors.ts";
import { json, readJson } from "../http.ts";
import { dryRunOf, transactionIdOf } from "../mutations.ts";
import { MAX_MUTATIONS_PER_TRANSACTION } from "./mutate.ts";

export async function actions(ctx: LakeContext, { req, res, search, editor }: SignedCall) {
  const body = await readJson(req);
  const list = body.actions;
  if (!Array.isArray(list) || list.length === 0) throw badRequest("`actions` must be a non-empty array");
  if (list.length > MAX_MUTATIONS_PER_TRANSACTION)
    throw badRequest(`a transaction holds at most ${MAX_MUTATIONS_PER_TRANSACTION} actions`);
  const transactionId = transactionIdOf(body.transactionId);
  await ctx.store.commit(
    { transactionId, author: editor.id, dryRun: dryRunOf(body, search) },
    async (set) => {
      for (const action of list as Record<string, unknown>[]) await applyAction(action, set);
    },
    (id, before) => editMutations(list as Record<string, unknown>[], id, before),
  );
  json(res, 200, { transactionId });
}
