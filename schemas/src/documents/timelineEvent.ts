import { defineField, defineType } from "sanity";
import { localizedImageField } from "../objects/images";
import { orderField } from "../objects/order";

/** A milestone of the company's history; localized fields in one document. */
export const timelineEvent = defineType({
  name: "timelineEvent",
  title: "发展历程 Timeline event",
  type: "document",
  fields: [
    defineField({ name: "date", title: "日期 Date", type: "date", validation: (rule) => rule.required() }),
    defineField({ name: "title", title: "标题 Title", type: "localeString", validation: (rule) => rule.required() }),
    defineField({ name: "text", title: "说明 Text", type: "localeText", validation: (rule) => rule.required() }),
    localizedImageField("image", "图片 Image"),
    { ...orderField, description: "同一日期的多个事件按此排序 Orders events of the same date", initialValue: 0 },
  ],
  orderings: [
    {
      title: "日期 Date",
      name: "date",
      by: [
        { field: "date", direction: "asc" },
        { field: "order", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: { title: "title.zh", date: "date" },
    prepare: ({ title, date }: { title?: string; date?: string }) => ({ title: title || "（无标题）", subtitle: date }),
  },
});
