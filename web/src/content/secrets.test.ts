import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptedRevalidateSecrets } from "./secrets";

// Rotating the webhook secret without refusing a delivery (docs/operations.md): the site accepts
// the previous secret too while SANITY_REVALIDATE_SECRET_PREVIOUS names it.
describe("the webhook secrets the site accepts", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the current secret alone outside a rotation", () => {
    vi.stubEnv("SANITY_REVALIDATE_SECRET", "current");
    vi.stubEnv("SANITY_REVALIDATE_SECRET_PREVIOUS", "");
    expect(acceptedRevalidateSecrets()).toEqual(["current"]);
  });

  it("adds the previous one during a rotation", () => {
    vi.stubEnv("SANITY_REVALIDATE_SECRET", "new");
    vi.stubEnv("SANITY_REVALIDATE_SECRET_PREVIOUS", " old ");
    expect(acceptedRevalidateSecrets()).toEqual(["new", "old"]);
  });
});
