// Issue 40: when the line of resume checks is full, an application is answered at once with 503
// and Retry-After, in the visitor's language, and nothing is stored.
import { describe, expect, it } from "vitest";
import { SUBMISSION_MESSAGES } from "../messages/submission";
import { resumeCheckQueue } from "./resume-structure";
import { formTestbed } from "./testbed";
import { validFields } from "./testing";

describe("a full line of resume checks", () => {
  const bed = formTestbed("pglite");

  it("answers 503 with Retry-After and the localized message, stores nothing, and serves again once it drains", async () => {
    let open = () => {};
    const held = new Promise<void>((resolve) => {
      open = resolve;
    });
    // Slow checks take every place in the real queue: two running, four waiting.
    const { concurrency, maxWaiting } = resumeCheckQueue;
    const slow = Array.from({ length: concurrency + maxWaiting }, () => resumeCheckQueue.run(() => held));
    const before = await bed.rows();
    for (const locale of ["zh", "en"] as const) {
      const response = await bed.submit("application", validFields("application", 40, locale));
      expect(response.status, locale).toBe(503);
      expect(response.headers.get("retry-after"), locale).toBe("10");
      expect(await response.json(), locale).toEqual({
        error: "busy",
        message: SUBMISSION_MESSAGES[locale].status.busy,
      });
    }
    expect(await bed.rows()).toBe(before);
    open();
    await Promise.all(slow);
    const later = await bed.submit("application", validFields("application", 41));
    expect(later.status).toBe(201);
  });
});
