import { afterEach, describe, expect, it, vi } from "vitest";
import { previousRevalidateSecret } from "./secrets";

// Rotating the webhook secret without refusing a delivery (docs/operations.md): the site accepts
// the previous secret too while SANITY_REVALIDATE_SECRET_PREVIOUS names it.
describe("the webhook secrets the site accepts", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the current secret alone outside a rotation", () => {
    vi.stubEnv("SANITY_REVALIDATE_SECRET_PREVIOUS", "");
    expect(previousRevalidateSecret("current")).toEqual([]);
    vi.stubEnv("SANITY_REVALIDATE_SECRET_PREVIOUS", "current");
    expect(previousRevalidateSecret("current")).toEqual([]);
  });

  it("adds the previous one during a rotation", () => {
    vi.stubEnv("SANITY_REVALIDATE_SECRET_PREVIOUS", " old ");
    expect(previousRevalidateSecret("new")).toEqual(["old"]);
  });
});
