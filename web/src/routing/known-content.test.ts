import { describe, expect, it, vi } from "vitest";
import { EMPTY_TAG } from "@/content/tags";
// @ts-expect-error: a plain JavaScript module (Next loads the cache handlers without bundling them)
import NotFoundInMemoryCache from "../../cache/not-found-in-memory.mjs";
// @ts-expect-error: a plain JavaScript module (Next loads the cache handlers without bundling them)
import { publishRouteIndex } from "../../cache/route-index.mjs";
import { answersNothing } from "./known-content";
import { claimOf } from "./unknown-paths";

// Against the embedded seed dataset, and the route cache's own code for a publish: the handler
// Next calls for the webhook's revalidateTag, and the bridge it publishes (web/cache).

const BRIDGE = Symbol.for("wafer.route-index");
const bridges = globalThis as Record<symbol, unknown>;

/** What the publish webhook makes the route cache do: expire the tags, `empty` among them. */
async function publish() {
  const cache = new NotFoundInMemoryCache({ flushToDisk: false, serverDistDir: "/nonexistent", revalidatedTags: [] });
  await cache.revalidateTag([EMPTY_TAG, "list:news"], { expire: 0 });
}

const unknown = (path: string, locale: "zh" | "en" = "zh") => answersNothing(claimOf(path), locale);

describe("answersNothing", () => {
  it("renders while the content is not read yet, then answers unknown content paths itself", async () => {
    publishRouteIndex(undefined);
    expect(await unknown("/news/made-up")).toBe(false);
    await vi.waitFor(async () => expect(await unknown("/news/made-up")).toBe(true));
    expect(await unknown("/jobs/made-up", "en")).toBe(true);
    expect(await unknown("/jobs/made-up/apply")).toBe(false); // the page says "closed or does not exist"
    expect(await unknown("/newsdetail/made-up")).toBe(true);
    expect(await unknown("/news/page/9")).toBe(true);
  });

  it("lets every story and post of the seed through: published or scheduled, open or closed", async () => {
    expect(await unknown("/news/soi-wafer-breakthrough")).toBe(false);
    expect(await unknown("/news/soi-wafer-breakthrough", "en")).toBe(false);
    expect(await unknown("/news/semicon-china-2028-preview")).toBe(false); // due in 2028
    expect(await unknown("/jobs/production-technician")).toBe(false); // closed
    expect(await unknown("/jobs/epitaxy-process-engineer/apply", "en")).toBe(false);
    expect(await unknown("/newsdetail/news-soi-wafer-breakthrough-en")).toBe(false);
    expect(await unknown("/news/page/2")).toBe(false);
  });

  it("stops answering after a publish until it has read the content again", async () => {
    await new Promise((resolve) => setTimeout(resolve, 2)); // the publish comes after the read
    await publish();
    expect(await unknown("/news/made-up")).toBe(false);
    await vi.waitFor(async () => expect(await unknown("/news/made-up")).toBe(true));
  });

  it("renders when nothing can tell whether a publish happened (no route cache yet)", async () => {
    const bridge = bridges[BRIDGE];
    delete bridges[BRIDGE];
    try {
      expect(await unknown("/news/made-up")).toBe(false);
    } finally {
      bridges[BRIDGE] = bridge;
    }
  });

  it("answers paths no route has without reading anything", async () => {
    expect(await unknown("/x/y")).toBe(true);
    expect(await unknown("/about")).toBe(false);
  });
});
