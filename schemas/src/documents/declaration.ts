import { defineField, defineType } from "sanity";
import { DECLARATION_KINDS } from "../constants";
import { byOrder, orderField } from "../objects/order";

const KIND_TITLES: Record<(typeof DECLARATION_KINDS)[number], string> = {
  rohs: "RoHS 符合性声明",
  "reach-svhc": "REACH（SVHC）声明",
  "conflict-minerals": "冲突矿产声明",
};

/** Sanity names an uploaded file's asset `file-<sha1>-<extension>`; only a PDF ends in -pdf. */
const isPdfAsset = (ref: string) => /^file-[0-9a-f]{40}-pdf$/.test(ref);

/**
 * A compliance declaration (RoHS, REACH SVHC, conflict minerals) a buyer's supplier-quality team
 * downloads from /quality's 资料下载 section: the signed PDF an editor uploads, with its date and
 * revision. The site serves the file from its own origin (web/src/media/declarations.ts).
 */
export const declaration = defineType({
  name: "declaration",
  title: "合规声明 Declaration",
  type: "document",
  fields: [
    defineField({
      name: "kind",
      title: "类型 Kind",
      type: "string",
      options: { list: DECLARATION_KINDS.map((value) => ({ value, title: KIND_TITLES[value] })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "title",
      title: "标题 Title",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "file",
      title: "PDF 文件 File",
      type: "file",
      description: "签署后的 PDF（不超过 10 MB）",
      options: { accept: "application/pdf" },
      validation: (rule) =>
        rule.custom((value: { asset?: { _ref?: string } } | undefined) => {
          const ref = value?.asset?._ref;
          if (!ref) return "请上传声明的 PDF 文件";
          return isPdfAsset(ref) ? true : "只能上传 PDF 文件";
        }),
    }),
    defineField({
      name: "issueDate",
      title: "签发日期 Issue date",
      type: "date",
      validation: (rule) => rule.required().error("请填写签发日期"),
    }),
    defineField({
      name: "revision",
      title: "修订版本 Revision",
      type: "string",
      description: "例如 A、B.1、3",
      validation: (rule) => [
        rule.required().error("请填写修订版本"),
        rule.regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,11}$/).error("修订版本只能使用字母、数字、点和连字符，最多 12 个字符"),
      ],
    }),
    orderField,
  ],
  orderings: [byOrder],
  preview: {
    select: { title: "title.zh", kind: "kind", revision: "revision", date: "issueDate" },
    prepare: ({
      title,
      kind,
      revision,
      date,
    }: {
      title?: string;
      kind?: string;
      revision?: string;
      date?: string;
    }) => ({
      title: title || KIND_TITLES[kind as keyof typeof KIND_TITLES] || "（无标题）",
      subtitle: [revision && `Rev. ${revision}`, date].filter(Boolean).join(" · "),
    }),
  },
});
