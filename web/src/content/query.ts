// A query as the content backends take it (backend.ts picks one: embedded.ts or sanity.ts). Its
// own module, so the backends import it without importing the module that chooses between them.

export type Perspective = "published" | "drafts";
export interface SourceQuery {
  query: string;
  params?: Record<string, unknown>;
  perspective: Perspective;
}
