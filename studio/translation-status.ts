// Translation status (issue 42, item 4): which version of its Chinese source an English document
// was last checked against, whether the published Chinese has changed since, and what changed.
// Plain functions over documents and the compiled schema (no React, no client), so that the
// staleness rule, the change list and the 翻译状态 tool's rows are unit-tested on their own
// (studio/translation-status.test.ts) and the seed's records are checked by the same code.
// Why a record of its own and not a field of the English document: docs/decisions/0072.
import type { ArraySchemaType, ObjectSchemaType, SchemaType } from "sanity";

/** The source language: every other language version is a translation of the Chinese document. */
export const SOURCE_LANGUAGE = "zh";
export const CHECK_TYPE = "translationCheck";

/** One piece of translatable text in the source: where it is, what an editor calls it, the text. */
export interface SourceText {
  /** A stable path (array items by `_key`), e.g. `body[_key=="a1"]` or `sections[_key=="s"].heading`. */
  path: string;
  /** The field's title and position, e.g. `正文 Body · 第 3 段`. */
  label: string;
  text: string;
}

export type CheckOutcome = "created" | "updated" | "dismissed" | "seeded";

/**
 * The record `translationCheck.<translation id>`: the source version a translation was last
 * checked against (its `_rev`, and the source's texts then, to show what changed since).
 */
export interface TranslationCheck {
  _id: string;
  _type: typeof CHECK_TYPE;
  translation: string;
  source: string;
  sourceRev?: string;
  checkedAt: string;
  outcome: CheckOutcome;
  texts: (SourceText & { _key: string })[];
}

export interface TextChange {
  path: string;
  label: string;
  /** The text the translation was checked against; null when the source added this text since. */
  before: string | null;
  /** The source's text now; null when the source removed it since. */
  after: string | null;
}

export const publishedId = (id: string) => id.replace(/^drafts\./, "");
export const checkId = (translationId: string) => `${CHECK_TYPE}.${publishedId(translationId)}`;

// --- The source's translatable texts -------------------------------------------------------------

/** Types whose strings are not words to translate: dates, addresses, identifiers. */
const NOT_TEXT = new Set(["date", "datetime", "url", "email", "slug", "reference", "crossDatasetReference"]);

const isOfType = (type: SchemaType | undefined, name: string): boolean => {
  for (let current = type; current; current = current.type) if (current.name === name) return true;
  return false;
};
const isNotText = (type: SchemaType) => {
  for (let current: SchemaType | undefined = type; current; current = current.type) {
    if (NOT_TEXT.has(current.name)) return true;
  }
  // A choice from a list (status, category, layout) is a value, the same in every language.
  return Boolean((type.options as { list?: unknown } | undefined)?.list);
};
const titleOf = (type: SchemaType, name: string) => type.title ?? name;

type Item = { _key?: unknown; _type?: unknown };
const itemPath = (path: string, item: unknown, index: number) => {
  const key = (item as Item | null)?._key;
  return typeof key === "string" ? `${path}[_key=="${key}"]` : `${path}[${index}]`;
};
const blockText = (block: { children?: { text?: unknown }[] }) =>
  (block.children ?? []).map((child) => (typeof child.text === "string" ? child.text : "")).join("");

function walk(value: unknown, type: SchemaType, path: string, label: string, out: SourceText[]) {
  if (value === undefined || value === null || isNotText(type)) return;
  if (type.jsonType === "string") {
    if (typeof value === "string" && value.trim() !== "") out.push({ path, label, text: value });
    return;
  }
  if (type.jsonType === "array" && Array.isArray(value)) {
    const members = (type as ArraySchemaType).of ?? [];
    value.forEach((item, index) => {
      const itemType =
        members.find((member) => member.name === (item as Item | null)?._type) ??
        members.find((member) => member.jsonType === typeof item) ??
        members[0];
      if (!itemType) return;
      const at = itemPath(path, item, index);
      if (isOfType(itemType, "block")) {
        // A paragraph of rich text is one piece: its words, without marks or links.
        const text = blockText(item as { children?: { text?: unknown }[] });
        if (text.trim() !== "") out.push({ path: at, label: `${label} · 第 ${index + 1} 段`, text });
        return;
      }
      walk(item, itemType, at, `${label} · 第 ${index + 1} 项`, out);
    });
    return;
  }
  if (type.jsonType === "object" && typeof value === "object") {
    for (const field of (type as ObjectSchemaType).fields ?? []) {
      const child = (value as Record<string, unknown>)[field.name];
      const name = titleOf(field.type, field.name);
      walk(child, field.type, path ? `${path}.${field.name}` : field.name, label ? `${label} › ${name}` : name, out);
    }
  }
}

/**
 * The texts of `document` a translator translates, in the order of its fields: strings and text,
 * each paragraph of rich text, alternative texts of images; not its language, slug, dates,
 * references, addresses or choices from a list.
 */
export function sourceTexts(document: Record<string, unknown>, schemaType: ObjectSchemaType): SourceText[] {
  const out: SourceText[] = [];
  for (const field of schemaType.fields) {
    if (field.name === "language") continue;
    walk(document[field.name], field.type, field.name, titleOf(field.type, field.name), out);
  }
  return out;
}

// --- What changed, and the staleness rule --------------------------------------------------------

/** The texts that differ between the version checked against and the source now, in reading order. */
export function textChanges(checked: readonly SourceText[], current: readonly SourceText[]): TextChange[] {
  const before = new Map(checked.map((entry) => [entry.path, entry]));
  const now = new Set(current.map((entry) => entry.path));
  const changes: TextChange[] = [];
  for (const entry of current) {
    const old = before.get(entry.path);
    if (old?.text !== entry.text) {
      changes.push({ path: entry.path, label: entry.label, before: old?.text ?? null, after: entry.text });
    }
  }
  for (const old of checked) {
    if (!now.has(old.path)) changes.push({ path: old.path, label: old.label, before: old.text, after: null });
  }
  return changes;
}

export type TranslationState =
  /** Not a translation (the Chinese source itself, or no language). */
  | { kind: "source" }
  /** No published source, or no record of a check: nothing to compare. */
  | { kind: "unknown" }
  | { kind: "current" }
  | { kind: "stale"; changes: TextChange[] };

/**
 * 待更新 when the published source's translatable texts differ from those the translation was
 * last checked against. A draft of the source does not count: the English follows what is live.
 */
export function translationState(
  language: unknown,
  check: Pick<TranslationCheck, "texts"> | null | undefined,
  publishedSource: Record<string, unknown> | null | undefined,
  schemaType: ObjectSchemaType,
): TranslationState {
  if (typeof language !== "string" || language === SOURCE_LANGUAGE) return { kind: "source" };
  if (!check || !publishedSource) return { kind: "unknown" };
  const changes = textChanges(check.texts ?? [], sourceTexts(publishedSource, schemaType));
  return changes.length ? { kind: "stale", changes } : { kind: "current" };
}

/** The record that a translation was checked against `source` (as it is now) at `now`. */
export function checkRecord(
  translationId: string,
  source: Record<string, unknown> & { _id: string; _rev?: string },
  schemaType: ObjectSchemaType,
  outcome: CheckOutcome,
  now: string,
): TranslationCheck {
  return {
    _id: checkId(translationId),
    _type: CHECK_TYPE,
    translation: publishedId(translationId),
    source: publishedId(source._id),
    ...(source._rev ? { sourceRev: source._rev } : {}),
    checkedAt: now,
    outcome,
    texts: sourceTexts(source, schemaType).map((entry, index) => ({ _key: `t${index}`, ...entry })),
  };
}

// --- The 翻译状态 tool's rows ------------------------------------------------------------------

export interface StatusDocument extends Record<string, unknown> {
  _id: string;
  _type: string;
  language?: unknown;
  title?: unknown;
}
export interface StatusMetadata {
  _id: string;
  translations?: { _key: string; language?: string; value?: { _ref?: string } }[];
}
export interface StatusRow {
  /** The document to open: the existing version (missing) or the translation (stale). */
  id: string;
  type: string;
  language: string;
  title: string;
  problem: "missing" | "stale";
  /** The language missing (missing), or the changes in the source (stale). */
  missingLanguage?: string;
  changes?: TextChange[];
}

/**
 * Every translated document missing a language, and every translation whose source changed since
 * it was checked. `documents` holds published documents and drafts (raw); a draft stands for its
 * document (its title is the newest), and only a published source counts for staleness.
 */
export function statusRows(
  documents: readonly StatusDocument[],
  metadata: readonly StatusMetadata[],
  checks: readonly Pick<TranslationCheck, "_id" | "texts">[],
  schemaTypeOf: (type: string) => ObjectSchemaType | undefined,
  languages: readonly string[],
): StatusRow[] {
  const published = new Map<string, StatusDocument>();
  const newest = new Map<string, StatusDocument>();
  for (const doc of documents) {
    if (doc._id.startsWith("versions.")) continue;
    const id = publishedId(doc._id);
    if (doc._id === id) published.set(id, doc);
    if (doc._id !== id || !newest.has(id)) newest.set(id, doc);
  }
  const checkById = new Map(checks.map((check) => [check._id, check]));
  const groupOf = new Map<string, Map<string, string>>();
  for (const meta of metadata) {
    const group = new Map<string, string>();
    for (const entry of meta.translations ?? []) {
      const ref = entry.value?._ref;
      if (ref && newest.has(ref)) group.set(entry.language ?? entry._key, ref);
    }
    for (const id of group.values()) groupOf.set(id, group);
  }
  const rows: StatusRow[] = [];
  for (const [id, doc] of newest) {
    const language = typeof doc.language === "string" ? doc.language : "";
    const group = groupOf.get(id) ?? new Map([[language, id]]);
    const row = { id, type: doc._type, language, title: typeof doc.title === "string" ? doc.title : "" };
    // A missing language is listed once per group, at the document that exists (the source first).
    const present = [...group.keys()];
    const listedAt = group.get(SOURCE_LANGUAGE) ?? group.values().next().value;
    if (listedAt === id) {
      for (const missing of languages.filter((candidate) => !present.includes(candidate))) {
        rows.push({ ...row, problem: "missing", missingLanguage: missing });
      }
    }
    const schemaType = schemaTypeOf(doc._type);
    const sourceId = group.get(SOURCE_LANGUAGE);
    if (!schemaType || !sourceId || sourceId === id) continue;
    const state = translationState(language, checkById.get(checkId(id)), published.get(sourceId), schemaType);
    if (state.kind === "stale") rows.push({ ...row, problem: "stale", changes: state.changes });
  }
  return rows;
}
