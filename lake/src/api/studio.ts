// Stand-ins for the parts of Sanity's platform the studio calls and this lake has no use for
// (projects, features, schedules, the update check, ...): each answers what a single-project,
// single-dataset installation would. And the built studio itself, served at every other path.
import type { ApiCall, LakeContext, PageCall, SignedCall } from "../context.ts";
import { notFound } from "../errors.ts";
import { json } from "../http.ts";
import { GRANTS, project } from "../project.ts";
import { serveStudio } from "../static.ts";

/** A handler that always answers `body`. */
export const answer =
  (body: unknown) =>
  (_ctx: LakeContext, { res }: ApiCall) =>
    json(res, 200, body);

/** The studio's update check: the latest version for this installation is the one it runs. */
export function modules(ctx: LakeContext, { res }: ApiCall) {
  const current = ctx.options.studioVersion ?? "0.0.0";
  json(res, 200, { latest: current, packageVersion: current, deprecated: [] });
}

export function projects(ctx: LakeContext, { res, parts, search, editor }: SignedCall) {
  const { projectId, dataset } = ctx;
  const third = parts[2];
  if (parts.length === 2) return json(res, 200, project(projectId, dataset, editor));
  if (third === "datasets" && parts[4] === "acl") return json(res, 200, GRANTS);
  if (third === "datasets" && parts.length === 3)
    return json(res, 200, search.get("datasetProfile") ? [] : [{ name: dataset, aclMode: "public", tags: [] }]);
  if (third === "grants") return json(res, 200, {});
  if (third === "roles") return json(res, 200, [{ name: "administrator", title: "Administrator" }]);
  if (third === "new-content-release-allowed") return json(res, 200, { allowed: false });
  json(res, 200, []);
}

/** The built studio (LAKE_STUDIO_DIR) at every path that is nothing else. */
export function studioPage(ctx: LakeContext, { req, res, url }: PageCall) {
  const { studioDir, previewUrl } = ctx.options;
  if (studioDir && serveStudio(studioDir, req, res, url.pathname, { previewUrl })) return;
  throw notFound(`${url.pathname} not found`);
}
