import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadConfig } from "@/config/env";
import { previousRevalidateSecret } from "./secrets";

// Rotating the webhook secret without refusing a delivery (docs/operations.md): the site accepts
// the previous secret too while SANITY_REVALIDATE_SECRET_PREVIOUS names it.
describe("the webhook secrets the site accepts", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    reloadConfig();
  });

  it("is the current secret alone outside a rotation", () => {
    vi.stubEnv("SANITY_REVALIDATE_SECRET_PREVIOUS", "");
    reloadConfig();
    expect(previousRevalidateSecret("current")).toEqual([]);
    vi.stubEnv("SANITY_REVALIDATE_SECRET_PREVIOUS", "current");
    reloadConfig();
    expect(previousRevalidateSecret("current")).toEqual([]);
  });

  it("adds the previous one during a rotation", () => {
    vi.stubEnv("SANITY_REVALIDATE_SECRET_PREVIOUS", " old ");
    reloadConfig();
    expect(previousRevalidateSecret("new")).toEqual(["old"]);
  });
});
