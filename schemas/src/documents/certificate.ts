import { defineField, defineType } from "sanity";
import { CERTIFICATE_STANDARDS } from "../constants";
import { byOrder, orderField } from "../objects/order";

/**
 * A management-system certificate (ISO 9001, IATF 16949…): what a buyer's supplier-quality
 * engineer checks before qualifying a wafer source. Shown on /quality and on the products it
 * covers; its PDF summary is generated from these fields (web/src/catalogue/pdf).
 */
export const certificate = defineType({
  name: "certificate",
  title: "认证证书 Certificate",
  type: "document",
  fields: [
    defineField({
      name: "standard",
      title: "标准 Standard",
      type: "string",
      options: { list: [...CERTIFICATE_STANDARDS] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "number", title: "证书编号 Number", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "issuer",
      title: "发证机构 Issued by",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "scope", title: "认证范围 Scope", type: "localeText", validation: (rule) => rule.required() }),
    defineField({
      name: "sites",
      title: "覆盖基地 Sites",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "validFrom",
      title: "生效日期 Valid from",
      type: "date",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "validUntil",
      title: "有效期至 Valid until",
      type: "date",
      validation: (rule) =>
        rule.required().custom((value, context) => {
          const from = (context.document as { validFrom?: string } | undefined)?.validFrom;
          return !value || !from || value > from ? true : "有效期须晚于生效日期 / Must be after the start date";
        }),
    }),
    orderField,
  ],
  orderings: [byOrder],
  preview: {
    select: { title: "standard", number: "number", until: "validUntil" },
    prepare: ({ title, number, until }: { title?: string; number?: string; until?: string }) => ({
      title: title || "（无标准）",
      subtitle: [number, until && `→ ${until}`].filter(Boolean).join(" "),
    }),
  },
});
