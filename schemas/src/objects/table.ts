import { defineField, defineType } from "sanity";

// The shape of @sanity/table (rows of string cells). The types are declared here, not by the
// plugin, so the schema compiles and validates in unit tests; the studio attaches the plugin's
// table editor to them (studio/sanity.config.ts).

export const tableRow = defineType({
  name: "tableRow",
  title: "表格行 Table row",
  type: "object",
  fields: [defineField({ name: "cells", title: "单元格 Cells", type: "array", of: [{ type: "string" }] })],
});

export const table = defineType({
  name: "table",
  title: "表格 Table",
  type: "object",
  fields: [
    defineField({
      name: "rows",
      title: "行 Rows",
      description: "第一行为表头 The first row is the header",
      type: "array",
      of: [{ type: "tableRow" }],
      validation: (rule) => rule.min(1),
    }),
  ],
  preview: {
    select: { rows: "rows" },
    prepare: ({ rows }: { rows?: { cells?: string[] }[] }) => ({
      title: rows?.[0]?.cells?.join(" | ") || "表格 Table",
      subtitle: `${rows?.length ?? 0} 行 rows`,
    }),
  },
});
