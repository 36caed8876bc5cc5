// The mutations of POST /data/mutate, applied to a transaction's working set with Sanity's
// semantics. Patches are applied by @sanity/mutator, the same code the studio runs on its own
// optimistic copy, so the server's result and the editor's screen cannot drift apart.
import { randomUUID } from "node:crypto";
import { Mutation } from "@sanity/mutator";
import { badRequest, LakeError } from "./errors.ts";
import type { Doc, WorkingSet } from "./types.ts";

export type ApiMutation = Record<string, unknown>;

/** What one mutation did, in the shape of the mutate endpoint's `results`. */
export interface MutationResult {
  id: string;
  operation: "create" | "update" | "delete" | "none";
}

const ID = /^[a-zA-Z0-9._-]+$/;

/**
 * The transaction id a client chose (body, then query string), or a new one. It becomes every
 * written document's `_rev` and a key of the lake's history in memory, so it is held to Sanity's id
 * characters and 128 of them (issue 40: keys from requests are length-checked).
 */
export function transactionIdOf(...candidates: unknown[]): string {
  const given = candidates.find((value) => typeof value === "string" && value !== "");
  if (given === undefined) return randomUUID();
  if (typeof given !== "string" || !ID.test(given) || given.length > 128)
    throw badRequest(`transactionId "${shown(given)}" is not valid (letters, digits, . _ -; at most 128)`);
  return given;
}

/**
 * Whether a transaction is a dry run: Sanity takes `dryRun` in the body (its documented HTTP form,
 * `{"mutations": [...], "dryRun": true}`) and as a query parameter (what @sanity/client sends for
 * mutations). A dry run answers what the commit would have answered and writes nothing: no log
 * line, no listener event, no webhook (store.ts stops before all three).
 */
export function dryRunOf(body: Record<string, unknown>, search: URLSearchParams): boolean {
  if (body.dryRun === true) return true;
  const value = search.get("dryRun");
  return value === "" || value === "true" || value === "1";
}

function requireDocument(value: unknown, kind: string): Doc {
  if (!value || typeof value !== "object" || Array.isArray(value)) throw badRequest(`${kind}: a document is required`);
  const doc = value as Doc;
  if (typeof doc._type !== "string" || doc._type === "")
    throw badRequest(`${kind}: the document must have a \`_type\``);
  return doc;
}

/** A value from a request, shortened for an error message (it may be megabytes). */
const shown = (value: unknown) => {
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

function checkId(id: unknown, kind: string): string {
  if (typeof id !== "string" || !ID.test(id) || id.length > 128)
    throw badRequest(`${kind}: document id "${shown(id)}" is not valid`);
  return id;
}

export function conflict(id: string, expected: string, actual: string | undefined): LakeError {
  return new LakeError(
    409,
    "mutationError",
    `文档已被他人修改，请查看最新内容后再保存。The mutation(s) failed: Document by ID "${id}" has unexpected revision ID ("${actual ?? "none"}"), blocking mutation on revision ID ("${expected}")`,
    {
      items: [
        {
          error: {
            type: "documentRevisionIDDoesNotMatchError",
            description: `Document by ID "${id}" has unexpected revision ID ("${actual ?? "none"}")`,
            id,
            expectedRevisionID: expected,
            actualRevisionID: actual ?? null,
          },
          index: 0,
        },
      ],
    },
  );
}

const stripSystem = (doc: Doc): Doc => {
  const { _rev: _r, _updatedAt: _u, ...rest } = doc;
  return rest as Doc;
};

/** Ids a patch or delete addresses: one id, several ids, or every document matching a GROQ query. */
async function targets(
  spec: Record<string, unknown>,
  set: WorkingSet,
  query: (groq: string, params: Record<string, unknown>) => Promise<string[]>,
): Promise<string[]> {
  if (typeof spec.id === "string") return [spec.id];
  if (Array.isArray(spec.id)) return spec.id.filter((id): id is string => typeof id === "string");
  if (typeof spec.query === "string")
    return query(spec.query, (spec.params as Record<string, unknown> | undefined) ?? {}).then((ids) =>
      ids.filter((id) => set.get(id) !== null),
    );
  throw badRequest("a patch or delete needs an `id` or a `query`");
}

export async function applyMutation(
  mutation: ApiMutation,
  set: WorkingSet,
  query: (groq: string, params: Record<string, unknown>) => Promise<string[]>,
): Promise<MutationResult[]> {
  const [kind, ...extra] = Object.keys(mutation);
  if (!kind || extra.length > 0) throw badRequest("each mutation must have exactly one operation");
  const body = mutation[kind];

  switch (kind) {
    case "create":
    case "createIfNotExists":
    case "createOrReplace": {
      const doc = requireDocument(body, kind);
      const id = kind === "create" && doc._id === undefined ? randomUUID() : checkId(doc._id, kind);
      if (typeof doc._id === "string" && doc._id.endsWith("."))
        throw badRequest(`${kind}: id prefix form is not supported`);
      const existing = set.get(id);
      if (existing && kind === "create")
        throw new LakeError(409, "mutationError", `文档已存在。Document by ID "${id}" already exists`, {
          items: [
            { error: { type: "documentAlreadyExistsError", id, description: `Document by ID "${id}" already exists` } },
          ],
        });
      if (existing && kind === "createIfNotExists") return [{ id, operation: "none" }];
      const created = existing?._createdAt;
      set.put(id, { ...stripSystem(doc), _id: id, ...(created ? { _createdAt: created } : {}) });
      return [{ id, operation: existing ? "update" : "create" }];
    }
    case "delete": {
      const ids = await targets(body as Record<string, unknown>, set, query);
      return ids.map((id) => {
        const existed = set.get(id) !== null;
        if (existed) set.put(id, null);
        return { id, operation: existed ? "delete" : "none" };
      });
    }
    case "patch": {
      const spec = body as Record<string, unknown>;
      if (!spec || typeof spec !== "object") throw badRequest("patch: an object is required");
      const ids = await targets(spec, set, query);
      const results: MutationResult[] = [];
      for (const id of ids) {
        const doc = set.get(id);
        if (!doc)
          throw new LakeError(
            404,
            "mutationError",
            `文档不存在，无法修改。Cannot modify document: document "${id}" not found`,
            {
              items: [{ error: { type: "documentNotFoundError", id, description: `Document "${id}" not found` } }],
            },
          );
        if (typeof spec.ifRevisionID === "string" && spec.ifRevisionID !== doc._rev)
          throw conflict(id, spec.ifRevisionID, doc._rev);
        const { query: _q, params: _p, ifRevisionID: _r, ...operations } = spec;
        let next: Doc | null;
        try {
          // structuredClone: the mutator assigns into the object it is given.
          next = new Mutation({ mutations: [{ patch: { ...operations, id } }] }).apply(
            structuredClone(doc),
          ) as Doc | null;
        } catch (error) {
          throw badRequest(`patch on "${id}" failed: ${(error as Error).message}`, "mutationError");
        }
        if (!next) throw badRequest(`patch on "${id}" removed the document`);
        set.put(id, { ...next, _id: id, _type: next._type ?? doc._type });
        results.push({ id, operation: "update" });
      }
      return results;
    }
    default:
      throw badRequest(`unknown mutation "${kind}"`);
  }
}
