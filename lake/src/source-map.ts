// Content source maps (`?resultSourceMap=withKeyArraySelector` on a query), as Sanity's API returns
// them: for each string in the result, which document and which field of it the value came from.
// @sanity/client turns them into stega-encoded strings, and the Presentation tool's overlays read
// those to open the field an editor clicks (issue 18, docs/decisions/0014).
//
// groq-js does not trace values, so the lake infers the mapping: under every result object that is a
// document of the queried perspective (it has that document's `_id`), a string at a
// relative path is mapped to the same path in the document, when the document holds exactly that
// string there, or holds it under one language key at that path (`title.zh` projected as `title`).
// A value a projection renamed or computed maps to nothing: it is shown, but not clickable. Never a
// wrong field.
import type { Doc } from "./types.ts";

type Segment = string | number | { _key: string };

export interface ContentSourceMap {
  documents: { _id: string; _type: string }[];
  paths: string[];
  mappings: Record<string, { type: "value"; source: { type: "documentValue"; document: number; path: number } }>;
}

const ESCAPE: Record<string, string> = { "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t", "'": "\\'", "\\": "\\\\" };
const quote = (text: string) => text.replace(/[\f\n\r\t'\\]/g, (match) => ESCAPE[match] as string);

/** `$['body'][?(@._key=='a1')]['children'][0]`: the JSONPath form of @sanity/client's csm code. */
export function jsonPath(path: readonly Segment[]): string {
  return `$${path
    .map((segment) =>
      typeof segment === "string"
        ? `['${quote(segment)}']`
        : typeof segment === "number"
          ? `[${segment}]`
          : `[?(@._key=='${segment._key.replace(/['\\]/g, (match) => ESCAPE[match] as string)}')]`,
    )
    .join("")}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function at(value: unknown, path: readonly Segment[]): unknown {
  let current = value;
  for (const segment of path) {
    if (typeof segment === "string") current = isRecord(current) ? current[segment] : undefined;
    else if (typeof segment === "number") current = Array.isArray(current) ? current[segment] : undefined;
    else
      current = Array.isArray(current)
        ? current.find((item) => isRecord(item) && item._key === segment._key)
        : undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

/** Where in `doc` the string `value` shown at `path` lives, or null when it is not there as such. */
function sourcePath(doc: Doc, path: Segment[], value: string): Segment[] | null {
  const found = at(doc, path);
  if (found === value) return path;
  if (isRecord(found)) {
    const language = Object.keys(found).find((key) => found[key] === value);
    if (language !== undefined) return [...path, language];
  }
  return null;
}

/**
 * The source map of `result`, read in a perspective whose documents are `documents` (by `_id`: the
 * drafts perspective lists a draft under its published id, with `_originalId`).
 */
export function resultSourceMap(result: unknown, documents: ReadonlyMap<string, Doc>): ContentSourceMap {
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentIndex = new Map<Doc, number>();
  const pathIndex = new Map<string, number>();
  const indexOf = <K>(index: Map<K, number>, key: K, add: () => void) => {
    let found = index.get(key);
    if (found === undefined) {
      found = index.size;
      index.set(key, found);
      add();
    }
    return found;
  };

  const walk = (value: unknown, resultPath: (string | number)[], root: { doc: Doc; path: Segment[] } | null) => {
    if (typeof value === "string") {
      if (!root) return;
      const source = sourcePath(root.doc, root.path, value);
      if (!source) return;
      const doc = root.doc;
      const document = indexOf(documentIndex, doc, () =>
        map.documents.push({ _id: (doc._originalId as string | undefined) ?? doc._id, _type: doc._type }),
      );
      const sourceText = jsonPath(source);
      const path = indexOf(pathIndex, sourceText, () => map.paths.push(sourceText));
      map.mappings[jsonPath(resultPath)] = { type: "value", source: { type: "documentValue", document, path } };
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const key = isRecord(item) && typeof item._key === "string" ? { _key: item._key } : index;
        walk(item, [...resultPath, index], root && { doc: root.doc, path: [...root.path, key] });
      });
      return;
    }
    if (!isRecord(value)) return;
    const own = typeof value._id === "string" ? documents.get(value._id) : undefined;
    // Projections often keep `_id` and drop `_type`: the id names the document (a `_type` that
    // disagrees means the object is something else carrying that id).
    const here = own && (value._type === undefined || own._type === value._type) ? { doc: own, path: [] } : root;
    for (const [name, child] of Object.entries(value)) {
      walk(child, [...resultPath, name], here && { doc: here.doc, path: [...here.path, name] });
    }
  };
  walk(result, [], null);
  return map;
}
