import { defineField } from "sanity";

// Shared records shown in a chosen order (products, team, media contacts, timeline events):
// one `order` field and one desk ordering, defined once.

export const orderField = defineField({
  name: "order",
  title: "排序 Order",
  type: "number",
  validation: (rule) => rule.required().integer().min(0),
});

export const byOrder = { title: "排序 Order", name: "order", by: [{ field: "order", direction: "asc" as const }] };
