import { defineField, defineType } from "sanity";
import {
  JOB_CATEGORIES,
  JOB_CATEGORY_LABELS,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
} from "../constants";
import { jobPreview } from "../previews";
import { validThroughAfterPosting } from "../rules";
import { languageField, translatedSlugField } from "./language";

const today = () => new Date().toISOString().slice(0, 10);

/** A job post, one document per language linked as translations. */
export const job = defineType({
  name: "job",
  title: "职位 Job",
  type: "document",
  groups: [
    { name: "post", title: "职位信息 Post", default: true },
    { name: "details", title: "职责与要求 Details" },
  ],
  fields: [
    languageField,
    defineField({
      name: "title",
      title: "职位名称 Title",
      type: "string",
      group: "post",
      validation: (rule) => rule.required().max(80),
    }),
    translatedSlugField(
      "英文小写和连字符，中英文版本使用相同别名 Lower-case words and hyphens, shared by both languages",
      {
        group: "post",
      },
    ),
    defineField({
      name: "jobType",
      title: "招聘类型 Hiring type",
      type: "string",
      group: "post",
      options: { list: JOB_TYPES.map((value) => ({ value, title: JOB_TYPE_LABELS[value].zh })), layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "category",
      title: "职位类别 Category",
      type: "string",
      group: "post",
      options: { list: JOB_CATEGORIES.map((value) => ({ value, title: JOB_CATEGORY_LABELS[value].zh })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "city",
      title: "工作城市 City",
      type: "string",
      group: "post",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "education",
      title: "学历要求 Education",
      type: "string",
      group: "post",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "headcount",
      title: "招聘人数 Number of recruits",
      type: "number",
      group: "post",
      // No initial value (issue 41): with "1" in the field, typing 2 gave "12 人".
      validation: (rule) => rule.required().integer().min(1).max(500),
    }),
    defineField({
      name: "postedAt",
      title: "发布日期 Posting date",
      type: "date",
      group: "post",
      initialValue: today,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "validThrough",
      title: "截止日期 Valid through",
      type: "date",
      group: "post",
      validation: (rule) =>
        rule
          .required()
          .custom((value, context) =>
            validThroughAfterPosting((context.document?.postedAt as string | undefined) ?? undefined, value as string),
          ),
    }),
    defineField({
      name: "status",
      title: "状态 Status",
      description: "关闭后职位不再显示在招聘列表中 A closed post leaves the job lists",
      type: "string",
      group: "post",
      initialValue: "open",
      options: { list: JOB_STATUSES.map((value) => ({ value, title: JOB_STATUS_LABELS[value].zh })), layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "responsibilities",
      title: "岗位职责 Responsibilities",
      type: "listText",
      group: "details",
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "requirements",
      title: "任职要求 Requirements",
      type: "listText",
      group: "details",
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: "benefits", title: "福利待遇 Benefits", type: "listText", group: "details" }),
  ],
  orderings: [{ title: "发布日期（新→旧）", name: "postedAtDesc", by: [{ field: "postedAt", direction: "desc" }] }],
  preview: {
    select: {
      id: "_id",
      originalId: "_originalId",
      title: "title",
      language: "language",
      jobType: "jobType",
      category: "category",
      status: "status",
      city: "city",
      validThrough: "validThrough",
    },
    prepare: (value) => jobPreview(value),
  },
});
