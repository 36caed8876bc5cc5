import { defineField, defineType } from "sanity";

// Localized fields of shared records (product, team, timeline, settings, media contacts): Chinese is
// required, English optional; the web falls back to Chinese when English is missing.

export const localeString = defineType({
  name: "localeString",
  title: "多语言文本 Localized text",
  type: "object",
  options: { columns: 2 },
  fields: [
    defineField({ name: "zh", title: "中文", type: "string", validation: (rule) => rule.required().max(200) }),
    defineField({ name: "en", title: "English", type: "string", validation: (rule) => rule.max(200) }),
  ],
});

export const localeText = defineType({
  name: "localeText",
  title: "多语言段落 Localized paragraph",
  type: "object",
  fields: [
    defineField({ name: "zh", title: "中文", type: "text", rows: 4, validation: (rule) => rule.required().max(4000) }),
    defineField({ name: "en", title: "English", type: "text", rows: 4, validation: (rule) => rule.max(4000) }),
  ],
});
