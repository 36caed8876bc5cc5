// The desk structure is built with Sanity's own structure builder and every list and list item
// checked for an id the structure tool accepts: non-empty, ASCII, unique among its siblings. An
// empty id (derived from a Chinese title) made the studio refuse the whole desk.
import { LANGUAGES, TRANSLATED_TYPES } from "@wafer/schemas";
import { compiledSchema } from "@wafer/schemas/testing";
import { createStructureBuilder } from "sanity/structure";
import { describe, expect, it } from "vitest";
import { jobInCategoryTemplate, structure } from "./structure";

type Node = { id?: string; type?: string; items?: Node[]; child?: unknown; serialize?: (o: unknown) => Node };

const source = {
  name: "default",
  projectId: "test",
  dataset: "production",
  schema: compiledSchema,
  // The per-language templates the document-internationalization plugin adds (`news-zh`, ...),
  // and the studio's own job-in-category template (sanity.config.ts).
  templates: [
    ...TRANSLATED_TYPES.flatMap((type) =>
      LANGUAGES.map(({ id }) => ({ id: `${type}-${id}`, schemaType: type, title: `${type} ${id}`, value: {} })),
    ),
    jobInCategoryTemplate,
  ],
  currentUser: null,
  getClient: () => ({}),
  i18n: { t: (key: string) => key },
  document: { resolveNewDocumentOptions: () => [] },
} as unknown as Parameters<typeof createStructureBuilder>[0]["source"];

/** Walks every list reachable from the root, building lazily built children on the way. */
function walk(node: Node, path: string[], visit: (node: Node, path: string[]) => void) {
  visit(node, path);
  for (const item of node.items ?? []) {
    if (item.type === "divider") continue;
    visit(item, [...path, String(item.id)]);
    let child = item.child as Node | undefined;
    if (child && typeof child.serialize === "function") child = child.serialize({ path: [...path, String(item.id)] });
    if (child?.type === "list") walk(child, [...path, String(item.id)], visit);
  }
}

describe("desk structure", () => {
  it("gives every list and list item a non-empty, ASCII id, unique among its siblings", () => {
    const S = createStructureBuilder({ source, perspectiveStack: [] });
    const root = (structure(S, {} as never) as unknown as { serialize: (o: unknown) => Node }).serialize({ path: [] });
    const seen: string[] = [];
    walk(root, [], (node, path) => {
      expect(node.id, path.join("/")).toMatch(/^[A-Za-z0-9._-]+$/);
      seen.push(path.join("/"));
      const ids = (node.items ?? []).filter((item) => item.type !== "divider").map((item) => item.id);
      expect(new Set(ids).size, `siblings of ${path.join("/")}`).toBe(ids.length);
    });
    // The open, closed and all job lists are distinct panes.
    expect(seen).toEqual(
      expect.arrayContaining(["recruitment/jobs-open", "recruitment/jobs-closed", "recruitment/jobs-all"]),
    );
    expect(seen).toContain("news/zh");
    expect(seen.length).toBeGreaterThan(60);
  });
});
