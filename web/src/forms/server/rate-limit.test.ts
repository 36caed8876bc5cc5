import { expect, it } from "vitest";
import { warnAboutSharedState } from "@/http/startup-checks";
import { boundedMemoryLimiter } from "./rate-limit";

it("limits each key to its budget per window", async () => {
  let now = 0;
  const limiter = boundedMemoryLimiter(2, 60, { now: () => now });
  expect(await limiter.take("a")).toBe(0);
  expect(await limiter.take("a")).toBe(0);
  expect(await limiter.take("a")).toBe(60_000);
  expect(await limiter.take("b")).toBe(0);
  now = 60_000;
  expect(await limiter.take("a")).toBe(0);
});

it("counts a cost of many points (bytes) against the same budget", async () => {
  let now = 0;
  const limiter = boundedMemoryLimiter(10, 60, { now: () => now });
  expect(await limiter.take("all", 6)).toBe(0);
  expect(await limiter.take("all", 5)).toBe(60_000);
  expect(await limiter.take("all", 4)).toBe(0);
  expect(await limiter.take("all")).toBe(60_000);
  now = 60_000;
  expect(await limiter.take("all", 10)).toBe(0);
});

it("never holds more than maxKeys keys, however many addresses take part", async () => {
  const limiter = boundedMemoryLimiter(5, 3600, { maxKeys: 100 });
  for (let i = 0; i < 10_000; i++) await limiter.take(`198.51.${i >> 8}.${i & 255}`);
  expect(limiter.size()).toBeLessThanOrEqual(100);
});

it("says at start when a proxy is configured without Redis (a hop count that is not a number stops the start: config/env.test.ts)", () => {
  expect(warnAboutSharedState({ TRUSTED_PROXY_HOPS: 0 })).toEqual([]);
  expect(warnAboutSharedState({ TRUSTED_PROXY_HOPS: 1, REDIS_URL: "redis://localhost" })).toEqual([]);
  expect(warnAboutSharedState({ TRUSTED_PROXY_HOPS: 1 })[0]).toMatch(/REDIS_URL is not set/);
});
