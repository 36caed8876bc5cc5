// The document actions API (POST /data/actions), which the studio uses for every edit and
// publish. Each action is defined by Sanity in terms of drafts and published documents; the
// comments quote the rule each branch implements.
import { badRequest, LakeError } from "./errors.ts";
import { applyMutation, conflict } from "./mutations.ts";
import type { Doc, WorkingSet } from "./types.ts";

type Action = Record<string, unknown> & { actionType?: string };

const str = (value: unknown, name: string): string => {
  if (typeof value !== "string" || value === "") throw badRequest(`${name} is required`);
  return value;
};

const noQuery = async (): Promise<string[]> => {
  throw badRequest("queries are not allowed in an action's patch");
};

function withId(doc: Doc, id: string): Doc {
  const { _rev: _r, _updatedAt: _u, _originalId: _o, ...rest } = doc;
  return { ...rest, _id: id } as Doc;
}

function create(action: Action, set: WorkingSet): void {
  // "Creates a new draft document. The published version must not already exist. If the
  // draft already exists the action fails, unless ifExists is 'ignore'."
  const publishedId = str(action.publishedId, "publishedId");
  const attributes = action.attributes as Doc | undefined;
  if (!attributes || typeof attributes._type !== "string") throw badRequest("attributes with a _type are required");
  const id = typeof attributes._id === "string" ? attributes._id : `drafts.${publishedId}`;
  if (set.get(publishedId) && id !== publishedId)
    throw new LakeError(409, "documentAlreadyExistsError", `The published document "${publishedId}" already exists`);
  if (set.get(id)) {
    if (action.ifExists === "ignore") return;
    throw new LakeError(409, "documentAlreadyExistsError", `Document "${id}" already exists`);
  }
  set.put(id, withId(attributes, id));
}

async function edit(action: Action, set: WorkingSet): Promise<void> {
  // "Applies the patch to the draft; if there is no draft, one is created from the published
  // version first."
  const draftId = str(action.draftId, "draftId");
  const publishedId = str(action.publishedId, "publishedId");
  if (!set.get(draftId)) {
    const published = set.get(publishedId);
    if (!published)
      throw new LakeError(404, "documentNotFoundError", `Neither "${draftId}" nor "${publishedId}" exists`);
    set.put(draftId, withId(published, draftId));
  }
  const patch = action.patch as Record<string, unknown> | undefined;
  if (!patch || typeof patch !== "object") throw badRequest("patch is required");
  await applyMutation({ patch: { ...patch, id: draftId } }, set, noQuery);
}

function publish(action: Action, set: WorkingSet): void {
  // "The published version is replaced by the draft, and the draft is deleted." Optional
  // revision ids lock against another editor's change in between.
  const draftId = str(action.draftId, "draftId");
  const publishedId = str(action.publishedId, "publishedId");
  const draft = set.get(draftId);
  if (!draft)
    throw new LakeError(409, "documentNotFoundError", `没有可发布的草稿。There is no draft "${draftId}" to publish`);
  if (typeof action.ifDraftRevisionId === "string" && action.ifDraftRevisionId !== draft._rev)
    throw conflict(draftId, action.ifDraftRevisionId, draft._rev);
  const published = set.get(publishedId);
  if (typeof action.ifPublishedRevisionId === "string" && action.ifPublishedRevisionId !== published?._rev)
    throw conflict(publishedId, action.ifPublishedRevisionId, published?._rev);
  set.put(publishedId, { ...withId(draft, publishedId), _createdAt: published?._createdAt ?? draft._createdAt });
  set.put(draftId, null);
}

function unpublish(action: Action, set: WorkingSet): void {
  // "If there is no draft, one is created from the published version. In either case the
  // published version is deleted."
  const draftId = str(action.draftId, "draftId");
  const publishedId = str(action.publishedId, "publishedId");
  const published = set.get(publishedId);
  if (!published) throw new LakeError(409, "documentNotFoundError", `文档尚未发布。"${publishedId}" is not published`);
  if (!set.get(draftId)) set.put(draftId, withId(published, draftId));
  set.put(publishedId, null);
}

function discard(action: Action, set: WorkingSet): void {
  // "Deletes the draft. It is an error if it does not exist." Sanity Studio 6 sends the
  // version form (`versionId`) from its 放弃更改 Discard changes action; drafts are the only
  // versions this lake keeps.
  const draftId =
    action.actionType === "sanity.action.document.version.discard"
      ? str(action.versionId, "versionId")
      : str(action.draftId, "draftId");
  if (!draftId.startsWith("drafts.")) throw badRequest(`"${draftId}" is not a draft`);
  if (!set.get(draftId))
    throw new LakeError(409, "documentNotFoundError", `草稿不存在。There is no draft "${draftId}"`);
  set.put(draftId, null);
}

function remove(action: Action, set: WorkingSet): void {
  // "Deletes the published version and the listed drafts. A draft that exists and is not
  // listed is an error."
  const publishedId = str(action.publishedId, "publishedId");
  const drafts = Array.isArray(action.includeDrafts) ? (action.includeDrafts as string[]) : [];
  const draftId = `drafts.${publishedId}`;
  if (set.get(draftId) && !drafts.includes(draftId))
    throw new LakeError(409, "mutationError", `The draft "${draftId}" exists and was not included`);
  if (!set.get(publishedId) && drafts.every((id) => !set.get(id)))
    throw new LakeError(409, "documentNotFoundError", `"${publishedId}" does not exist`);
  set.put(publishedId, null);
  for (const id of drafts) set.put(id, null);
}

function replaceDraft(action: Action, set: WorkingSet): void {
  // "Replaces the draft. At least one of the draft or published versions must exist."
  const publishedId = str(action.publishedId, "publishedId");
  const attributes = action.attributes as Doc | undefined;
  if (!attributes || typeof attributes._type !== "string") throw badRequest("attributes with a _type are required");
  const id = typeof attributes._id === "string" ? attributes._id : `drafts.${publishedId}`;
  if (!set.get(id) && !set.get(publishedId))
    throw new LakeError(409, "documentNotFoundError", `Neither "${id}" nor "${publishedId}" exists`);
  set.put(id, withId(attributes, id));
}

/** Each action type Sanity documents, and what it does to the working set. */
const ACTIONS: Record<string, (action: Action, set: WorkingSet) => Promise<void> | void> = {
  "sanity.action.document.create": create,
  "sanity.action.document.edit": edit,
  "sanity.action.document.publish": publish,
  "sanity.action.document.unpublish": unpublish,
  "sanity.action.document.discard": discard,
  "sanity.action.document.version.discard": discard,
  "sanity.action.document.delete": remove,
  "sanity.action.document.replaceDraft": replaceDraft,
};

export async function applyAction(action: Action, set: WorkingSet): Promise<void> {
  const apply =
    typeof action.actionType === "string" && Object.hasOwn(ACTIONS, action.actionType)
      ? ACTIONS[action.actionType]
      : undefined;
  if (!apply) throw badRequest(`action "${String(action.actionType)}" is not supported by the local lake`);
  await apply(action, set);
}

/**
 * The mutations the listener sends for an edit action: the patch itself when the draft already
 * existed (so two editors' keystrokes merge like on Sanity), else the whole new draft.
 */
export function editMutations(
  actions: Action[],
  id: string,
  before: Doc | null,
): Record<string, unknown>[] | undefined {
  if (!before) return undefined;
  const edits = actions.filter((a) => a.actionType === "sanity.action.document.edit" && a.draftId === id);
  if (edits.length === 0 || edits.length !== actions.length) return undefined;
  return edits.map((edit) => ({ patch: { ...(edit.patch as object), id } }));
}
