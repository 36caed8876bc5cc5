import type { ObjectSchemaType, SanityDocument } from "sanity";

// The first draft of a new language version (translations-menu.tsx): a copy of the source under
// its own id, without what a translation must not inherit.

/** The source document without the fields a translation must not inherit, as a new draft. */
export function translationCopy(
  source: SanityDocument,
  schemaType: Pick<ObjectSchemaType, "fields">,
  language: string,
  newId: string,
): Record<string, unknown> {
  const { _rev: _r, _createdAt: _c, _updatedAt: _u, ...rest } = source;
  const copy: Record<string, unknown> = { ...rest, _id: `drafts.${newId}`, language };
  for (const field of schemaType.fields) {
    const options = field.type.options as { documentInternationalization?: { exclude?: boolean } } | undefined;
    if (options?.documentInternationalization?.exclude) delete copy[field.name];
    // Each version's address comes from its own title (issue 41: the English version kept the
    // Chinese title's pinyin): the editor translates the title, then clicks 生成.
    if (field.type.name === "slug") delete copy[field.name];
  }
  return copy;
}
