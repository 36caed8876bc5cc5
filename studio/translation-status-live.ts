// The studio's live view of a translation's status (badge and banner, translation-status-ui.tsx),
// and the write behind 已更新, 忽略 and a new translation: the record of the source version checked.
// The rule itself: translation-status.ts.
import type { SanityClient } from "@sanity/client";
import { useEffect, useMemo, useState } from "react";
import { type ObjectSchemaType, useDocumentStore } from "sanity";
import {
  type CheckOutcome,
  checkId,
  checkRecord,
  publishedId,
  SOURCE_LANGUAGE,
  type TranslationCheck,
  type TranslationState,
  translationState,
} from "./translation-status";

const API = { apiVersion: "2025-02-19", tag: "wafer.translation-status" };
const METADATA_QUERY = `*[_type == "translation.metadata" && $id in translations[].value._ref][0]{_id, translations}`;
const PAIR_QUERY = "*[_id in $ids]";

type Metadata = { translations?: { _key: string; language?: string; value?: { _ref?: string } }[] } | null;
export type SourceDocument = Record<string, unknown> & { _id: string; _rev?: string; _type: string };

/**
 * A query kept current through the studio's document store (as the translations menu does), not
 * a listener of its own: browsers allow six connections per host.
 */
function useLiveQuery<T>(query: string, params: Record<string, string | string[]> | null): T | undefined {
  const documentStore = useDocumentStore();
  const [result, setResult] = useState<T | undefined>(undefined);
  const key = params ? JSON.stringify(params) : "";
  useEffect(() => {
    if (!key) return;
    const subscription = documentStore
      .listenQuery(query, JSON.parse(key), { ...API, perspective: "raw" })
      .subscribe({ next: (value) => setResult(value as T), error: () => setResult(undefined) });
    return () => subscription.unsubscribe();
  }, [documentStore, query, key]);
  return key ? result : undefined;
}

export interface LiveStatus {
  state: TranslationState;
  /** The published source (the Chinese version), when there is one. */
  source: SourceDocument | null;
  check: TranslationCheck | null;
}

/** Whether translation `documentId` (in `language`) is 待更新, kept current as either side changes. */
export function useTranslationStatus(
  documentId: string,
  language: unknown,
  schemaType: ObjectSchemaType | undefined,
): LiveStatus | undefined {
  const id = publishedId(documentId);
  const isTranslation = typeof language === "string" && language !== SOURCE_LANGUAGE && Boolean(schemaType);
  const metadata = useLiveQuery<Metadata>(METADATA_QUERY, isTranslation ? { id } : null);
  const sourceId = metadata?.translations?.find((entry) => (entry.language ?? entry._key) === SOURCE_LANGUAGE)?.value
    ?._ref;
  const pair = useLiveQuery<SourceDocument[]>(
    PAIR_QUERY,
    isTranslation && sourceId && sourceId !== id ? { ids: [sourceId, checkId(id)] } : null,
  );
  return useMemo(() => {
    if (!isTranslation || !schemaType || !pair) return undefined;
    const source = pair.find((doc) => doc._id === sourceId) ?? null;
    const check = (pair.find((doc) => doc._id === checkId(id)) as unknown as TranslationCheck | undefined) ?? null;
    return { state: translationState(language, check, source, schemaType), source, check };
  }, [isTranslation, schemaType, pair, sourceId, id, language]);
}

/** Records that translation `translationId` was checked against `source` as it is now. */
export async function recordCheck(
  client: SanityClient,
  translationId: string,
  source: SourceDocument,
  schemaType: ObjectSchemaType,
  outcome: CheckOutcome,
) {
  await client.createOrReplace(checkRecord(translationId, source, schemaType, outcome, new Date().toISOString()), {
    visibility: "sync",
  });
}
