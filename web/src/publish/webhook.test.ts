import { describe, expect, it } from "vitest";
import { memoryReplayGuard } from "./replay";
import { MAX_AGE_MS, REPLAY_MEMORY_MS, sign, verifyDelivery } from "./webhook";

const secret = "test-secret";
const body = JSON.stringify({ _id: "news-a-zh", _type: "news" });

describe("webhook signature", () => {
  it("accepts a fresh delivery signed with the secret", () => {
    const now = Date.now();
    expect(verifyDelivery(body, sign(body, secret, now), secret, now).ok).toBe(true);
  });

  it.each([
    ["no header", null, "missing or malformed signature"],
    ["garbage", "nonsense", "missing or malformed signature"],
    ["wrong secret", sign(body, "other-secret"), "signature mismatch"],
    ["tampered body", sign(`${body} `, secret), "signature mismatch"],
    ["too old", sign(body, secret, Date.now() - MAX_AGE_MS - 1000), "timestamp too old"],
    ["from the future", sign(body, secret, Date.now() + 60_000), "timestamp in the future"],
  ])("refuses %s", (_case, header, reason) => {
    expect(verifyDelivery(body, header, secret)).toEqual({ ok: false, reason });
  });

  it("accepts the previous secret alongside the new one during a rotation, and nothing else", () => {
    const now = Date.now();
    const rotation = ["new-secret", secret];
    // Deliveries the sender signed before it switched, queued or retried, still pass ...
    expect(verifyDelivery(body, sign(body, secret, now), rotation, now).ok).toBe(true);
    // ... and so do those signed after it switched.
    expect(verifyDelivery(body, sign(body, "new-secret", now), rotation, now).ok).toBe(true);
    expect(verifyDelivery(body, sign(body, "a-guess", now), rotation, now)).toEqual({
      ok: false,
      reason: "signature mismatch",
    });
    // Once the rotation is over the old secret is refused.
    expect(verifyDelivery(body, sign(body, secret, now), ["new-secret"], now).ok).toBe(false);
  });

  it("remembers a delivery for the freshness window only", async () => {
    let now = 1_000;
    const guard = memoryReplayGuard(() => now);
    expect(await guard.firstSeen("k", MAX_AGE_MS)).toBe(true);
    expect(await guard.firstSeen("k", MAX_AGE_MS)).toBe(false);
    now += MAX_AGE_MS + 1;
    expect(await guard.firstSeen("k", MAX_AGE_MS)).toBe(true);
  });

  it("remembers a delivery dated slightly ahead for as long as it is still accepted", async () => {
    const arrival = 1_000_000;
    const timestamp = arrival + 4_000; // the sender's clock runs 4 s ahead: accepted
    const header = sign(body, secret, timestamp);
    let now = arrival;
    const guard = memoryReplayGuard(() => now);
    expect(verifyDelivery(body, header, secret, now).ok).toBe(true);
    expect(await guard.firstSeen(header, REPLAY_MEMORY_MS)).toBe(true);
    // The last moment the same delivery still verifies: it must still be known as seen.
    now = timestamp + MAX_AGE_MS;
    expect(verifyDelivery(body, header, secret, now).ok).toBe(true);
    expect(await guard.firstSeen(header, REPLAY_MEMORY_MS)).toBe(false);
  });
});
