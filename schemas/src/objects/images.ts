import { defineField, defineType } from "sanity";
import { checkImageAlt, type ImageValue } from "../rules";

// Every image carries alternative text. Translated documents (news, pages) use a plain string in
// their own language; shared records (products, team, settings) a localized one.

const altRule = {
  zh: "替代文字 Alt text",
  description: "描述图片内容，供读屏软件使用 Describe the image for screen readers",
};

/** An image field whose alt text is a `string` (the document's language) or a `localeString` (both). */
function imageWithAlt(alt: ReturnType<typeof defineField>) {
  return (name: string, title: string, options: { required?: boolean } = {}) =>
    defineField({
      name,
      title,
      type: "image",
      options: { hotspot: true },
      fields: [alt],
      validation: (rule) =>
        (options.required ? rule.required() : rule).custom((value) => checkImageAlt(value as ImageValue | undefined)),
    });
}

/** An image field with required alt text in the document's language. */
export const imageField = imageWithAlt(
  defineField({
    name: "alt",
    title: altRule.zh,
    description: altRule.description,
    type: "string",
    validation: (rule) => rule.max(160),
  }),
);

/** An image field of a shared record: alt text in both languages. */
export const localizedImageField = imageWithAlt(
  defineField({ name: "alt", title: altRule.zh, description: altRule.description, type: "localeString" }),
);

/** An image inside rich text: alt text and an optional caption. */
export const figure = defineType({
  name: "figure",
  title: "图片 Image",
  type: "image",
  options: { hotspot: true },
  fields: [
    defineField({ name: "alt", title: altRule.zh, description: altRule.description, type: "string" }),
    defineField({ name: "caption", title: "图注 Caption", type: "string", validation: (rule) => rule.max(200) }),
  ],
  validation: (rule) => rule.custom((value) => checkImageAlt(value as ImageValue | undefined)),
});
