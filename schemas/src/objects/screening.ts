import { defineField, defineType } from "sanity";
import {
  CONDUCTIVITY_LABELS,
  CONDUCTIVITY_TYPES,
  DOPANT_LABELS,
  DOPANT_TYPE,
  DOPANTS,
  EDGE_PROFILE_LABELS,
  EDGE_PROFILES,
  ORIENTATIONS,
  orientationLabel,
  SEMI_STANDARDS,
  SUBSTRATE_GRADES,
  substrateGradeLabel,
} from "../constants";
import { checkDopants, checkFigure, checkRange, type RangeBounds } from "../rules";

// A product's screening data (docs/product.md, Screening data): the figures a buyer filters and a
// fab's qualification asks for, as numbers in the unit each field states, with the SEMI standard
// each follows. The free-form specification rows stay for everything else.

/** Units and plausible spans: a value outside is most likely typed in the wrong unit. */
export const RANGE_BOUNDS = {
  resistivityRange: { unit: "Ω·cm", min: 0.0005, max: 20000 },
  micronRange: { unit: "µm", min: 0.1, max: 200 },
  nanometerRange: { unit: "nm", min: 1, max: 5000 },
  nanotopography: { unit: "nm", min: 1, max: 200 },
  nanotopographyWindow: { unit: "mm", min: 0.5, max: 26 },
} satisfies Record<string, RangeBounds>;

const standardField = defineField({
  name: "standard",
  title: "依据标准 SEMI standard",
  type: "string",
  options: { list: [...SEMI_STANDARDS] },
});

/** A low–high range in one unit, stated by the type's title; editors type numbers only. */
function rangeType(name: "resistivityRange" | "micronRange" | "nanometerRange", title: string) {
  const bounds = RANGE_BOUNDS[name];
  return defineType({
    name,
    title,
    type: "object",
    options: { columns: 3 },
    fields: [
      defineField({ name: "low", title: `下限 Low (${bounds.unit})`, type: "number" }),
      defineField({ name: "high", title: `上限 High (${bounds.unit})`, type: "number" }),
      standardField,
    ],
    validation: (rule) => rule.custom((value) => checkRange(value as { low?: unknown; high?: unknown }, bounds)),
  });
}

export const resistivityRange = rangeType("resistivityRange", "电阻率范围（Ω·cm）Resistivity range");
export const micronRange = rangeType("micronRange", "厚度范围（µm）Thickness range");
export const nanometerRange = rangeType("nanometerRange", "厚度范围（nm）Thickness range");

const codes = (list: readonly string[], label: (code: string) => string) =>
  list.map((value) => ({ value, title: label(value) }));

/** Hidden unless the product is of `type` (epi fields on epitaxial wafers, SOI fields on SOI). */
const isType =
  (type: string) =>
  ({ document }: { document?: { [key: string]: unknown } }) =>
    document?.waferType !== type;

export const screening = defineType({
  name: "screening",
  title: "筛选与认证数据 Screening data",
  type: "object",
  fields: [
    defineField({
      name: "specStandard",
      title: "产品规范 Product specification standard",
      description: "抛光片、退火片 SEMI M1；外延片 SEMI M62；SOI SEMI M71",
      type: "string",
      options: { list: ["SEMI M1", "SEMI M62", "SEMI M71"] },
      validation: (rule) => rule.required().error("请选择产品所依据的 SEMI 规范"),
    }),
    defineField({
      name: "conductivity",
      title: "导电类型 Conductivity type",
      type: "array",
      of: [{ type: "string" }],
      options: { list: codes(CONDUCTIVITY_TYPES, (code) => CONDUCTIVITY_LABELS[code as "p"].zh) },
      validation: (rule) => rule.required().min(1).unique().error("请至少选择一种导电类型"),
    }),
    defineField({
      name: "dopants",
      title: "掺杂剂 Dopants",
      type: "array",
      of: [{ type: "string" }],
      options: { list: codes(DOPANTS, (code) => DOPANT_LABELS[code as "B"].zh) },
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .unique()
          .custom((value, context) =>
            checkDopants(
              value as string[] | undefined,
              (context.parent as { conductivity?: string[] } | undefined)?.conductivity,
              DOPANT_TYPE,
            ),
          ),
    }),
    defineField({
      name: "substrateGrades",
      title: "衬底掺杂等级 Substrate grades",
      description: "外延片的衬底，如 p/p+ 结构选 p+",
      type: "array",
      of: [{ type: "string" }],
      options: { list: codes(SUBSTRATE_GRADES, substrateGradeLabel) },
      hidden: isType("epitaxial"),
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "orientations",
      title: "晶向 Orientations",
      type: "array",
      of: [{ type: "string" }],
      options: { list: codes(ORIENTATIONS, orientationLabel) },
      validation: (rule) => rule.required().min(1).unique().error("请至少选择一个晶向"),
    }),
    defineField({
      name: "resistivity",
      title: "电阻率（Ω·cm）Resistivity",
      description: "外延片填外延层电阻率；SOI 填顶层硅电阻率",
      type: "resistivityRange",
      // A field's own rules replace its type's: the range check is repeated here.
      validation: (rule) => [
        rule.required().error("请填写电阻率范围"),
        rule.custom((value) => checkRange(value as { low?: unknown; high?: unknown }, RANGE_BOUNDS.resistivityRange)),
      ],
    }),
    defineField({
      name: "substrateResistivity",
      title: "衬底电阻率（Ω·cm）Substrate resistivity",
      type: "resistivityRange",
      hidden: isType("epitaxial"),
    }),
    defineField({
      name: "epiThickness",
      title: "外延层厚度（µm）Epi thickness",
      type: "micronRange",
      hidden: isType("epitaxial"),
    }),
    defineField({
      name: "deviceLayer",
      title: "顶层硅厚度（nm）Device layer",
      type: "nanometerRange",
      hidden: isType("soi"),
    }),
    defineField({
      name: "buriedOxide",
      title: "埋氧层厚度（nm）Buried oxide",
      type: "nanometerRange",
      hidden: isType("soi"),
    }),
    defineField({
      name: "nanotopography",
      title: "纳米形貌 Nanotopography",
      type: "object",
      options: { columns: 3 },
      fields: [
        defineField({
          name: "max",
          title: "最大值（nm）Max (nm)",
          type: "number",
          validation: (rule) => rule.custom((value) => checkFigure(value, RANGE_BOUNDS.nanotopography)),
        }),
        defineField({
          name: "window",
          title: "分析窗口（mm）Window (mm)",
          type: "number",
          validation: (rule) => rule.custom((value) => checkFigure(value, RANGE_BOUNDS.nanotopographyWindow)),
        }),
        standardField,
      ],
    }),
    defineField({
      name: "edgeProfile",
      title: "边缘轮廓 Edge profile",
      type: "object",
      options: { columns: 2 },
      fields: [
        defineField({
          name: "template",
          title: "轮廓模板 Template",
          type: "string",
          options: { list: codes(EDGE_PROFILES, (code) => EDGE_PROFILE_LABELS[code as "rounded"].zh) },
        }),
        standardField,
      ],
    }),
  ],
});
