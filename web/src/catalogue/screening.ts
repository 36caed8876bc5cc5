import {
  CONDUCTIVITY_LABELS,
  type ConductivityType,
  DOPANT_LABELS,
  type Dopant,
  EDGE_PROFILE_LABELS,
  type EdgeProfile,
  orientationLabel,
  substrateGradeLabel,
} from "@wafer/schemas/constants";
import type { PRODUCT_DETAIL_QUERY_RESULT } from "@wafer/schemas/types";
import type { Locale } from "@/i18n/config";
import { messages } from "@/i18n/messages";

// A product's screening data (docs/product.md, Screening data) as figures in words: the product
// page's qualification table, the datasheet, the comparison, the cards and the JSON-LD all read
// these, so a figure reads the same everywhere.

export type Screening = NonNullable<NonNullable<PRODUCT_DETAIL_QUERY_RESULT>["screening"]>;

type Range = { low: number | null; high: number | null; standard?: string | null } | null | undefined;

/** One figure: its words, its value in words, and for JSON-LD its number(s) and UN/CEFACT unit. */
export interface Figure {
  key: FigureKey;
  label: string;
  value: string;
  standard: string | null;
  /** schema.org PropertyValue parts; absent for figures that are words (type, dopant). */
  min?: number;
  max?: number;
  unitCode?: string;
  unitText?: string;
}

export type FigureKey =
  | "specStandard"
  | "conductivity"
  | "dopants"
  | "substrateGrades"
  | "orientations"
  | "resistivity"
  | "substrateResistivity"
  | "epiThickness"
  | "deviceLayer"
  | "buriedOxide"
  | "nanotopography"
  | "edgeProfile";

const zh = {
  heading: "筛选与认证数据",
  intro: "结构化数据，每项注明所依据的 SEMI 标准；完整规格见下表。",
  standardColumn: "依据标准",
  labels: {
    specStandard: "产品规范",
    conductivity: "导电类型",
    dopants: "掺杂剂",
    substrateGrades: "衬底掺杂等级",
    orientations: "晶向",
    resistivity: "电阻率",
    epiResistivity: "外延层电阻率",
    substrateResistivity: "衬底电阻率",
    epiThickness: "外延层厚度",
    deviceLayer: "顶层硅厚度",
    buriedOxide: "埋氧层厚度",
    nanotopography: "纳米形貌",
    edgeProfile: "边缘轮廓",
  },
  window: (mm: string) => `（${mm} mm 窗口）`,
  atMost: (value: string) => `≤ ${value}`,
};
const en: typeof zh = {
  heading: "Screening and qualification data",
  intro: "Structured figures, each with the SEMI standard it follows; the full specification is below.",
  standardColumn: "Standard",
  labels: {
    specStandard: "Product specification",
    conductivity: "Conductivity type",
    dopants: "Dopants",
    substrateGrades: "Substrate grades",
    orientations: "Orientation",
    resistivity: "Resistivity",
    epiResistivity: "Epi-layer resistivity",
    substrateResistivity: "Substrate resistivity",
    epiThickness: "Epi thickness",
    deviceLayer: "Device-layer thickness",
    buriedOxide: "Buried-oxide thickness",
    nanotopography: "Nanotopography",
    edgeProfile: "Edge profile",
  },
  window: (mm) => ` (${mm} mm window)`,
  atMost: (value) => `≤ ${value}`,
};
export const screeningMessages = messages({ zh, en });

/** UN/CEFACT common codes (schema.org `unitCode`): ohm centimetre, micrometre, nanometre. */
const UNITS = {
  ohmCm: { code: "C60", text: "Ω·cm" },
  micron: { code: "4H", text: "µm" },
  nanometre: { code: "C45", text: "nm" },
} as const;

/** A number as written in a specification: no grouping, up to four significant decimals. */
const num = (value: number) => String(Number(value.toPrecision(4)));

const rangeFigure = (key: FigureKey, label: string, range: Range, unit: { code: string; text: string }) => {
  if (!range || range.low == null || range.high == null) return null;
  const value =
    range.low === range.high ? `${num(range.low)} ${unit.text}` : `${num(range.low)}–${num(range.high)} ${unit.text}`;
  return {
    key,
    label,
    value,
    standard: range.standard ?? null,
    min: range.low,
    max: range.high,
    unitCode: unit.code,
    unitText: unit.text,
  } satisfies Figure;
};

const join = (locale: Locale, items: string[]) => items.join(locale === "zh" ? "、" : ", ");

/** Every figure the product states, in the order a qualification reads them. */
export function screeningFigures(locale: Locale, waferType: string, screening: Screening | null | undefined): Figure[] {
  if (!screening) return [];
  const t = screeningMessages(locale).labels;
  const word = (key: FigureKey, label: string, items: string[], standard: string | null = null): Figure | null =>
    items.length ? { key, label, value: join(locale, items), standard } : null;
  const s = screening;
  const figures: (Figure | null)[] = [
    word("specStandard", t.specStandard, [s.specStandard]),
    word(
      "conductivity",
      t.conductivity,
      s.conductivity.map((code) => CONDUCTIVITY_LABELS[code as ConductivityType]?.[locale] ?? code),
    ),
    word(
      "dopants",
      t.dopants,
      s.dopants.map((code) => DOPANT_LABELS[code as Dopant]?.[locale] ?? code),
    ),
    word("substrateGrades", t.substrateGrades, (s.substrateGrades ?? []).map(substrateGradeLabel)),
    word("orientations", t.orientations, s.orientations.map(orientationLabel)),
    rangeFigure(
      "resistivity",
      waferType === "epitaxial" ? t.epiResistivity : t.resistivity,
      s.resistivity,
      UNITS.ohmCm,
    ),
    rangeFigure("substrateResistivity", t.substrateResistivity, s.substrateResistivity, UNITS.ohmCm),
    rangeFigure("epiThickness", t.epiThickness, s.epiThickness, UNITS.micron),
    rangeFigure("deviceLayer", t.deviceLayer, s.deviceLayer, UNITS.nanometre),
    rangeFigure("buriedOxide", t.buriedOxide, s.buriedOxide, UNITS.nanometre),
    s.nanotopography?.max
      ? {
          key: "nanotopography",
          label: t.nanotopography,
          value: `${screeningMessages(locale).atMost(`${num(s.nanotopography.max)} nm`)}${
            s.nanotopography.window ? screeningMessages(locale).window(num(s.nanotopography.window)) : ""
          }`,
          standard: s.nanotopography.standard ?? null,
          max: s.nanotopography.max,
          unitCode: UNITS.nanometre.code,
          unitText: UNITS.nanometre.text,
        }
      : null,
    s.edgeProfile?.template
      ? {
          key: "edgeProfile",
          label: t.edgeProfile,
          value: EDGE_PROFILE_LABELS[s.edgeProfile.template as EdgeProfile]?.[locale] ?? s.edgeProfile.template,
          standard: s.edgeProfile.standard ?? null,
        }
      : null,
  ];
  return figures.filter((figure): figure is Figure => figure !== null);
}

/** The three or four figures a buyer screens a card by: the wafer's layer figure, resistivity, type, orientation. */
export function cardFigures(locale: Locale, waferType: string, screening: Screening | null | undefined): Figure[] {
  const all = screeningFigures(locale, waferType, screening);
  const layer = waferType === "epitaxial" ? "epiThickness" : waferType === "soi" ? "deviceLayer" : "nanotopography";
  const keys: FigureKey[] = ["resistivity", "conductivity", "orientations", layer];
  return keys.map((key) => all.find((figure) => figure.key === key)).filter((f): f is Figure => !!f);
}
