import { expect } from "vitest";
import type { JobFacts, OrganizationFacts } from "./structured-data";

// The facts the structured-data tests build from, and how they read the result.

export const ORIGIN = "https://www.wafer.example";

export const org: OrganizationFacts = {
  url: ORIGIN,
  logo: `${ORIGIN}/logo.png`,
  name: { zh: "上海硅晶半导体股份有限公司", en: "Shanghai Silicon Crystal Semiconductor Co., Ltd." },
  shortName: { zh: "硅晶半导体", en: "SCS" },
  description: "中国大尺寸集成电路硅片制造商",
  addresses: [
    { label: "上海总部", street: "上海市浦东新区临港新片区示例路 1000 号" },
    { label: "重庆工厂", street: "重庆市两江新区示例大道 88 号" },
  ],
  phones: [{ label: "总机", number: "+86 21 5000 0000" }],
  emails: [{ label: "业务咨询", address: "info@example.com" }],
};

export const job: JobFacts = {
  id: "job-process-engineer-zh",
  url: `${ORIGIN}/jobs/process-engineer`,
  title: "工艺工程师",
  descriptionHtml: "<h3>岗位职责</h3><p>负责外延工艺开发。</p>",
  postedAt: "2026-11-01",
  validThrough: "2026-12-31",
  status: "open",
  open: true,
  city: "上海",
  jobType: "social",
  education: "本科及以上",
  headcount: 3,
  locale: "zh",
};

// schema-dts types allow a plain string too; the tests read the objects as JSON.
// biome-ignore lint/suspicious/noExplicitAny: reading JSON-LD as data
export const json = (value: unknown) => value as Record<string, any>;

/** Every listed property is present and not empty. */
export function expectProperties(data: object, properties: string[]) {
  for (const property of properties) {
    const value = (data as Record<string, unknown>)[property];
    expect(value, property).toBeDefined();
    expect(value, property).not.toBe("");
    if (Array.isArray(value)) expect(value.length, property).toBeGreaterThan(0);
  }
}
