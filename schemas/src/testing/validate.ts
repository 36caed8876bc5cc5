// Test support: validates documents the way the studio does, offline. @sanity/validation runs every
// rule of the schema, custom ones included; uniqueness checks query a dataset held in memory with
// groq-js through a stand-in for the Sanity client. The studio environment matters: outside it
// Sanity turns every rule of an object or image field into a warning, which would hide real errors.
import {
  type DocumentValidationMarker,
  type ValidationClient,
  validateDocumentWithWorkspace,
} from "@sanity/validation";
import { getFallbackLocaleSource } from "@sanity/validation/_internal";
import { evaluate, parse } from "groq-js";
import { createSchema } from "sanity";
import { schemaTypes } from "../index";

/** The schema as the studio compiles it: our types plus Sanity's built-in ones (slug, image assets...). */
export const compiledSchema = createSchema({ name: "test", types: schemaTypes });

export interface TestDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** A client whose `fetch` answers GROQ over `dataset`; only what validation calls is implemented. */
export function datasetClient(dataset: readonly unknown[]): ValidationClient {
  const fetch = async (query: string, params?: Record<string, unknown>) =>
    (await evaluate(parse(query), { dataset: [...dataset], params })).get();
  const unsupported = () => {
    throw new Error("not available offline");
  };
  const client = {
    fetch,
    getDataUrl: (operation: string, path?: string) => `/data/${operation}/test/${path ?? ""}`,
    observable: { fetch: unsupported, request: unsupported },
    withConfig: () => client,
  };
  return client as unknown as ValidationClient;
}

/** Error markers of `document`, validated against the schema with `dataset` as the rest of the content. */
export async function validationErrors(
  document: TestDocument,
  dataset: readonly TestDocument[] = [],
): Promise<DocumentValidationMarker[]> {
  const ids = new Set(dataset.map((d) => d._id));
  const client = datasetClient(dataset);
  const markers = await validateDocumentWithWorkspace({
    document: { _createdAt: "2024-01-01T00:00:00Z", _updatedAt: "2024-01-01T00:00:00Z", _rev: "test", ...document },
    workspace: { schema: compiledSchema, getClient: () => client, i18n: getFallbackLocaleSource() } as never,
    getClient: () => client as never,
    getDocumentExists: async ({ id }) => ids.has(id),
    environment: "studio",
  });
  return markers.filter((marker) => marker.level === "error");
}

/** "path: message" lines, for readable assertions and failure output. */
export function describeMarkers(markers: readonly DocumentValidationMarker[]): string[] {
  return markers.map(
    (marker) =>
      `${marker.path.map((segment) => (typeof segment === "object" && segment && "_key" in segment ? segment._key : String(segment))).join(".") || "<document>"}: ${marker.message}`,
  );
}
