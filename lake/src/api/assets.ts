// Uploads (POST /assets/images|files/<dataset>) become asset documents; the files themselves are
// served at /images/ and /files/ (assets.ts), outside the API.
import type { LakeContext, PageCall, SignedCall } from "../context.ts";
import { json } from "../http.ts";

export async function upload(ctx: LakeContext, { req, res, parts, search, editor }: SignedCall) {
  const kind = parts[1] === "images" ? "images" : "files";
  const asset = await ctx.assets.receive(kind, req, search);
  const existing = ctx.store.get(asset._id);
  if (existing) return json(res, 200, { document: existing });
  await ctx.store.commit({ transactionId: crypto.randomUUID(), author: editor.id }, (set) => {
    set.put(asset._id, asset);
  });
  json(res, 200, { document: ctx.store.get(asset._id) });
}

/** GET /images/<project>/<dataset>/<file> (with image URL parameters) and /files/... */
export function serve(ctx: LakeContext, { req, res, parts }: PageCall) {
  return ctx.assets.serve(req, res, parts[3] ?? "");
}
