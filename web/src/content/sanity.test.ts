import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadConfig } from "@/config/env";

// sanity.ts reads its settings when first imported: each case imports a fresh copy.
async function load(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  reloadConfig();
  return import("./sanity");
}

afterEach(() => {
  vi.unstubAllEnvs();
  reloadConfig();
});

describe("the Sanity client", () => {
  it("talks to the project's own host on Sanity's API", async () => {
    const { sanityClient, localLake } = await load({ SANITY_PROJECT_ID: "abc123", SANITY_API_HOST: "" });
    expect(sanityClient().config().url).toBe("https://abc123.api.sanity.io/v2025-10-01");
    expect(localLake()).toBe(false);
  });

  it("talks to the local lake at SANITY_API_HOST, naming the project in a header instead of a subdomain", async () => {
    const { sanityClient, localLake, lakeImageUrl } = await load({
      SANITY_PROJECT_ID: "placeholder",
      SANITY_API_HOST: "http://localhost:3333",
    });
    const config = sanityClient().config();
    expect(config.url).toBe("http://localhost:3333/v2025-10-01");
    expect(config.useProjectHostname).toBe(false);
    expect(localLake()).toBe(true);
    expect(lakeImageUrl("3f2a9c-1600x900.jpg")).toBe(
      "http://localhost:3333/images/placeholder/production/3f2a9c-1600x900.jpg",
    );
  });

  it("is not the content source without a project id", async () => {
    const { sanityConfigured, localLake } = await load({ SANITY_PROJECT_ID: "" });
    expect(sanityConfigured()).toBe(false);
    expect(localLake()).toBe(false);
  });

  it("refuses a lake address without the project to read there", async () => {
    const { sanityConfigured } = await load({ SANITY_PROJECT_ID: "", SANITY_API_HOST: "http://localhost:3333" });
    expect(() => sanityConfigured()).toThrow(
      /SANITY_API_HOST is "http:\/\/localhost:3333": needs SANITY_PROJECT_ID too/,
    );
  });
});
