import { createClient } from "@sanity/client";
import { describe, expect, it } from "vitest";
import { lakeForTests } from "../lake/test/harness";
import { keepLinkedJobStatus } from "./job-status-sync";

// Issue 41, item 1: HR closes one language version of a job and publishes; the other version
// follows (studio/job-status.ts wraps 发布 with this). Against a real local lake holding the seed.
describe("a job's two language versions keep one open/closed status", () => {
  const lake = lakeForTests();
  const client = () =>
    createClient({
      projectId: "local",
      dataset: "production",
      apiHost: lake.origin,
      useProjectHostname: false,
      apiVersion: "2025-10-01",
      useCdn: false,
    });
  const status = (id: string) => lake.query<string | null>(`*[_id == "${id}"][0].status`);

  it("closing the Chinese version closes the English one, its open draft too, and reopening reopens both", async () => {
    // An English draft HR left open: publishing it later must not reopen the job.
    const draft = await lake.query<Record<string, unknown>>(`*[_id == "job-production-planner-en"][0]`);
    const created = await lake.mutate([{ createOrReplace: { ...draft, _id: "drafts.job-production-planner-en" } }]);
    expect(created.ok).toBe(true);

    const changed = await keepLinkedJobStatus(client(), "drafts.job-production-planner-zh", "closed");
    expect(changed.sort()).toEqual(["drafts.job-production-planner-en", "job-production-planner-en"]);
    expect(await status("job-production-planner-en")).toBe("closed");
    expect(await status("drafts.job-production-planner-en")).toBe("closed");

    expect(await keepLinkedJobStatus(client(), "job-production-planner-zh", "closed")).toEqual([]);
    await keepLinkedJobStatus(client(), "job-production-planner-zh", "open");
    expect(await status("job-production-planner-en")).toBe("open");
    expect(await status("drafts.job-production-planner-en")).toBe("open");
  }, 60_000);

  it("leaves a job without another version alone", async () => {
    expect(await keepLinkedJobStatus(client(), "job-without-translation", "closed")).toEqual([]);
  }, 30_000);
});
