import { defineField, defineType } from "sanity";
import { LEGAL_KIND_LABELS, LEGAL_KINDS } from "../constants";
import { legalPreview } from "../previews";
import { checkUniqueInLanguage, checkVersion } from "../rules";
import { languageField } from "./language";

/** Privacy policy, terms of use or disclaimer, one document per language linked as translations. */
export const legalDocument = defineType({
  name: "legalDocument",
  title: "法律文本 Legal text",
  type: "document",
  fields: [
    languageField,
    defineField({
      name: "kind",
      title: "类型 Kind",
      type: "string",
      options: { list: LEGAL_KINDS.map((value) => ({ value, title: LEGAL_KIND_LABELS[value].zh })), layout: "radio" },
      validation: (rule) =>
        rule
          .required()
          .custom((value, context) =>
            checkUniqueInLanguage(
              "kind",
              value,
              context,
              "该语言下已有同类法律文本，请编辑已有文档",
              "This language already has a text of this kind; edit that document",
            ),
          ),
    }),
    defineField({ name: "title", title: "标题 Title", type: "string", validation: (rule) => rule.required().max(80) }),
    defineField({
      name: "effectiveDate",
      title: "生效日期 Effective date",
      type: "date",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "version",
      title: "版本 Version",
      type: "string",
      validation: (rule) => rule.required().custom((value) => checkVersion(value as string | undefined)),
    }),
    defineField({ name: "body", title: "正文 Body", type: "richText", validation: (rule) => rule.required().min(1) }),
  ],
  preview: {
    select: { title: "title", language: "language", kind: "kind", version: "version", effectiveDate: "effectiveDate" },
    prepare: (value) => legalPreview(value),
  },
});
