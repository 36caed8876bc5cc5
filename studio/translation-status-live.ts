// The studio's live view of a translation's status (badge and banner, translation-status-ui.tsx),
// and the write behind 已更新, 忽略 and a new translation: the record of the source version checked.
// The rule itself: translation-status.ts.
import type { SanityClient } from "@sanity/client";
import { useEffect, useMemo, useState } from "react";
import { type ObjectSchemaType, useClient, useUnstableObserveDocument } from "sanity";
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

const METADATA_QUERY = `*[_type == "translation.metadata" && $id in translations[].value._ref][0].translations`;

type Translations = { _key: string; language?: string; value?: { _ref?: string } }[] | null;
export type SourceDocument = Record<string, unknown> & { _id: string; _rev?: string; _type: string };

/** The id of the Chinese version linked to `id` (read once: links change only through the menu). */
function useSourceId(id: string, enabled: boolean): string | undefined {
  const client = useClient({ apiVersion: "2025-02-19" });
  const [sourceId, setSourceId] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    client
      .fetch<Translations>(METADATA_QUERY, { id }, { tag: "wafer.translation-status" })
      .then((translations) => {
        const entry = translations?.find((ref) => (ref.language ?? ref._key) === SOURCE_LANGUAGE);
        if (live) setSourceId(entry?.value?._ref);
      })
      .catch(() => live && setSourceId(undefined));
    return () => {
      live = false;
    };
  }, [client, id, enabled]);
  return sourceId;
}

export interface LiveStatus {
  state: TranslationState;
  /** The published source (the Chinese version), when there is one. */
  source: SourceDocument | null;
  check: TranslationCheck | null;
}

/**
 * Whether translation `documentId` (in `language`) is 待更新, kept current as the Chinese or the
 * record changes. Both are observed through the studio's one shared listener (the one its
 * previews use), not a listener each: the lake speaks HTTP/1.1, where browsers allow six
 * connections per host, and every open document already holds one.
 */
export function useTranslationStatus(
  documentId: string,
  language: unknown,
  schemaType: ObjectSchemaType | undefined,
): LiveStatus | undefined {
  const id = publishedId(documentId);
  const isTranslation = typeof language === "string" && language !== SOURCE_LANGUAGE && Boolean(schemaType);
  const sourceId = useSourceId(id, isTranslation);
  const observed = useUnstableObserveDocument(sourceId && sourceId !== id ? sourceId : checkId(id));
  const record = useUnstableObserveDocument(checkId(id));
  return useMemo(() => {
    if (!isTranslation || !schemaType || !sourceId || sourceId === id || observed.loading || record.loading) {
      return undefined;
    }
    const source = (observed.document as SourceDocument | undefined) ?? null;
    const check = (record.document as unknown as TranslationCheck | undefined) ?? null;
    return { state: translationState(language, check, source, schemaType), source, check };
  }, [isTranslation, schemaType, sourceId, id, observed, record, language]);
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
