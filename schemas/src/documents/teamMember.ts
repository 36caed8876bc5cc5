import { defineField, defineType } from "sanity";
import { localizedImageField } from "../objects/images";
import { byOrder, orderField } from "../objects/order";

/** A member of the management team; localized fields in one document. */
export const teamMember = defineType({
  name: "teamMember",
  title: "管理团队成员 Team member",
  type: "document",
  fields: [
    defineField({ name: "name", title: "姓名 Name", type: "localeString", validation: (rule) => rule.required() }),
    defineField({ name: "role", title: "职务 Role", type: "localeString", validation: (rule) => rule.required() }),
    localizedImageField("photo", "照片 Photo", { required: true }),
    defineField({
      name: "biography",
      title: "简介 Biography",
      type: "localeText",
      validation: (rule) => rule.required(),
    }),
    orderField,
  ],
  orderings: [byOrder],
  preview: { select: { title: "name.zh", subtitle: "role.zh", media: "photo" } },
});
