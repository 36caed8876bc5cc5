import { defineField } from "sanity";
import { LANGUAGES } from "../constants";
import { checkSlugFormat, isSlugUniquePerLanguage } from "../rules";

/**
 * The language of a translated document. Set by the document-internationalization plugin when a
 * document or its translation is created; editors do not change it.
 */
export const languageField = defineField({
  name: "language",
  title: "语言 Language",
  type: "string",
  readOnly: true,
  options: { list: LANGUAGES.map(({ id, title }) => ({ value: id, title })) },
  validation: (rule) => rule.required(),
});

/**
 * The slug of a translated document (a story, a job): made from its title, shared by both
 * languages, unique within one.
 */
export const translatedSlugField = (description: string, extra: { group?: string } = {}) =>
  defineField({
    name: "slug",
    title: "网址别名 Slug",
    description,
    type: "slug",
    ...extra,
    options: { source: "title", maxLength: 96, isUnique: isSlugUniquePerLanguage },
    validation: (rule) => rule.required().custom((value) => checkSlugFormat(value as { current?: string })),
  });
