import { defineField } from "sanity";
import { LANGUAGES } from "../constants";

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
