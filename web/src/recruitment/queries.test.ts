import { describe, expect, it } from "vitest";
import { queryEmbedded } from "@/content/embedded";
import { countByCategory } from "./jobs";
import { OPEN_JOBS_QUERY } from "./queries";

describe("open jobs in the seed", () => {
  it("lists only open, unexpired posts of the asked type and language", async () => {
    const jobs = await queryEmbedded<{ jobType: string; language: string; validThrough: string }[]>({
      query: OPEN_JOBS_QUERY,
      params: { locale: "en", jobType: "social" },
      perspective: "published",
    });
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((job) => job.jobType === "social" && job.language === "en")).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(jobs.every((job) => job.validThrough >= today)).toBe(true);
  });

  it("counts posts in all six categories, empty ones included", () => {
    const counts = countByCategory([{ category: "marketing" }, { category: "marketing" }] as never);
    expect(counts).toHaveLength(6);
    expect(counts[0]).toEqual({ category: "marketing", count: 2 });
    expect(counts.slice(1).every((entry) => entry.count === 0)).toBe(true);
  });
});
