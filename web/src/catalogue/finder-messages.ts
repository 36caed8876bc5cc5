import { messages } from "@/i18n/messages";

// Words of the catalogue's filters (/product?d=…) and comparison (/product/compare?ids=…).

const zh = {
  filterHeading: "按规格筛选",
  facets: { d: "尺寸", type: "硅片类型", cond: "导电类型", rho: "电阻率", o: "晶向" },
  rho: { "0-1": "< 1 Ω·cm", "1-10": "1–10 Ω·cm", "10-100": "10–100 Ω·cm" } as Record<string, string>,
  clear: "清除筛选",
  matching: (count: number) => (count ? `${count} 款产品符合条件` : "没有符合条件的产品"),
  noMatch: "没有产品符合所选条件。请减少筛选条件，或联系销售工程师定制规格。",
  compareLabel: (name: string) => `加入对比：${name}`,
  compareShort: "加入对比",
  compareSubmit: "对比所选产品",
  compareHelp: "勾选最多 3 款产品进行并排对比。",
  compareTitle: "产品对比",
  compareIntro: "并排对比所选产品的筛选数据与完整规格；差异项已标出。",
  compareEmpty: "尚未选择产品。请在产品目录中勾选最多 3 款产品后点击“对比所选产品”。",
  backToCatalogue: "返回产品目录",
  differs: "有差异",
  differsLegend: "标“≠”的行表示所选产品的数值不同。",
  datasheets: "规格书",
  quoteAll: "就所选产品询价",
  print: "打印本页可得对比表。",
  missing: "—",
};
const en: typeof zh = {
  filterHeading: "Filter by specification",
  facets: { d: "Diameter", type: "Wafer type", cond: "Conductivity", rho: "Resistivity", o: "Orientation" },
  rho: { "0-1": "< 1 Ω·cm", "1-10": "1–10 Ω·cm", "10-100": "10–100 Ω·cm" },
  clear: "Clear filters",
  matching: (count) => (count === 1 ? "1 product matches" : count ? `${count} products match` : "No product matches"),
  noMatch: "No product matches these filters. Remove one, or ask a sales engineer for a customer specification.",
  compareLabel: (name) => `Compare ${name}`,
  compareShort: "Compare",
  compareSubmit: "Compare selected products",
  compareHelp: "Tick up to three products to see them side by side.",
  compareTitle: "Compare products",
  compareIntro:
    "The chosen products' screening data and full specifications side by side; rows that differ are marked.",
  compareEmpty:
    "No product chosen yet. Tick up to three products in the catalogue, then choose “Compare selected products”.",
  backToCatalogue: "Back to the catalogue",
  differs: "differs",
  differsLegend: "Rows marked “≠” differ between the chosen products.",
  datasheets: "Datasheets",
  quoteAll: "Request a quote for these products",
  print: "Print this page for a copy of the comparison.",
  missing: "—",
};
export const finderMessages = messages({ zh, en });
