// Who is signed in (/users/me), other editors' names (/users/<ids>) and the studio's per-editor
// settings (/users/me/keyvalue).
import type { LakeContext, SignedCall } from "../context.ts";
import { badRequest } from "../errors.ts";
import { json, readJsonValue } from "../http.ts";
import { publicUser, userOf } from "../project.ts";

export function me(_ctx: LakeContext, { res, editor }: SignedCall) {
  json(res, 200, userOf(editor));
}

export async function keyValue(ctx: LakeContext, { req, res, method, params, editor }: SignedCall) {
  if (method === "GET")
    return json(res, 200, ctx.keyValue.get(editor.id, (params.keys ?? "").split(",").filter(Boolean)));
  const body = await readJsonValue(req);
  const raw = Array.isArray(body) ? body : [body];
  const entries = raw.filter(
    (entry): entry is { key: string; value: unknown } =>
      !!entry && typeof entry === "object" && typeof (entry as { key?: unknown }).key === "string",
  );
  if (entries.length === 0) throw badRequest("expected [{key, value}, ...]");
  json(res, 200, ctx.keyValue.set(editor.id, entries));
}

export function users(_ctx: LakeContext, { res, params, editor }: SignedCall) {
  const ids = (params.ids ?? "").split(",");
  const found = ids.map((id) =>
    id === editor.id ? publicUser(editor) : { id, displayName: id.replace(/^editor-/, "") },
  );
  json(res, 200, ids.length === 1 ? found[0] : found);
}
