import { defineField, defineType } from "sanity";
import { WAFER_DIAMETERS, WAFER_TYPE_LABELS, WAFER_TYPES, type WaferType } from "../constants";
import { localizedImageField } from "../objects/images";
import { byOrder, orderField } from "../objects/order";
import { checkSlugFormat, isUniqueAmong } from "../rules";

/** A wafer product: one diameter and wafer type; its text is localized in place. */
export const product = defineType({
  name: "product",
  title: "产品 Product",
  type: "document",
  fields: [
    defineField({
      name: "diameter",
      title: "尺寸 Diameter",
      type: "string",
      options: { list: [...WAFER_DIAMETERS], layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "waferType",
      title: "硅片类型 Wafer type",
      type: "string",
      options: { list: WAFER_TYPES.map((value) => ({ value, title: WAFER_TYPE_LABELS[value].zh })) },
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          const diameter = context.document?.diameter;
          if (!value || !diameter) return true;
          const unique = await isUniqueAmong(context, { diameter, waferType: value }, { perLanguage: false });
          return unique ? true : "该尺寸和类型的产品已存在 / A product with this diameter and type already exists";
        }),
    }),
    defineField({
      name: "slug",
      title: "网址别名 Slug",
      description: "如 300mm-polished",
      type: "slug",
      options: {
        source: (document) => `${String(document.diameter ?? "")}-${String(document.waferType ?? "")}`,
      },
      validation: (rule) =>
        rule.required().custom((value) => {
          const current = (value as { current?: string } | undefined)?.current;
          // /product/compare and /product/filter/<key> are the catalogue's own pages.
          if (current === "compare" || current === "filter")
            return "该网址别名为系统保留，请换一个 / This slug is reserved";
          return checkSlugFormat(value as { current?: string });
        }),
    }),
    defineField({ name: "name", title: "名称 Name", type: "localeString", validation: (rule) => rule.required() }),
    defineField({ name: "summary", title: "简介 Summary", type: "localeText", validation: (rule) => rule.required() }),
    defineField({
      name: "specifications",
      title: "规格参数 Specifications",
      type: "array",
      of: [{ type: "specRow" }],
      validation: (rule) => rule.required().min(3),
    }),
    defineField({
      name: "screening",
      title: "筛选与认证数据 Screening data",
      description: "买家筛选与认证所需的结构化数据：数值只填数字，单位以字段标题为准",
      type: "screening",
      validation: (rule) => rule.required().error("请填写筛选与认证数据"),
    }),
    defineField({
      name: "applications",
      title: "应用领域 Applications",
      type: "array",
      of: [{ type: "localeString" }],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "certificates",
      title: "适用认证 Certificates",
      description: "覆盖该产品的管理体系证书 Management-system certificates that cover this product",
      type: "array",
      of: [{ type: "reference", to: [{ type: "certificate" }] }],
      validation: (rule) => rule.unique(),
    }),
    localizedImageField("image", "产品图片 Image", { required: true }),
    orderField,
  ],
  orderings: [byOrder],
  preview: {
    select: { title: "name.zh", diameter: "diameter", waferType: "waferType", media: "image" },
    prepare: ({ title, diameter, waferType, media }) => ({
      title: title || "（无名称）",
      subtitle: [diameter, waferType && WAFER_TYPE_LABELS[waferType as WaferType]?.zh].filter(Boolean).join(" · "),
      media,
    }),
  },
});
