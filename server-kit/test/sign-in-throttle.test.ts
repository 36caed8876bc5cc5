// The sign-in throttle shared by the lake's editors and the site's inbox (server-kit/src/accounts.ts, issue 40):
// bounded memory, names no account can have never remembered, growing delays per account and
// address, a coarser bound per address, and nobody else kept out.
import { describe, expect, it } from "vitest";
import { isAccountName, SignInThrottle } from "../src/accounts.ts";

const T0 = 1_800_000_000_000;

describe("sign-in throttle", () => {
  it("keeps at most maxEntries keys per memory, however many pairs are tried", () => {
    const throttle = new SignInThrottle({ maxEntries: 100 });
    for (let i = 0; i < 5_000; i++) throttle.fail(`name${i}`, `198.51.${i >> 8}.${i & 255}`, T0);
    expect(throttle.size).toEqual({ pairs: 100, addresses: 100, accounts: 100 });
  });

  it("refuses names longer than an account can be before remembering them; hashes overlong addresses", () => {
    const huge = "a".repeat(16 * 1024 * 1024);
    expect(isAccountName(huge)).toBe(false);
    expect(isAccountName("a".repeat(65))).toBe(false);
    expect(isAccountName("王编辑")).toBe(true);
    const throttle = new SignInThrottle();
    const started = process.memoryUsage().heapUsed;
    for (let i = 0; i < 25; i++) throttle.fail(`${huge}${i}`, `${"f".repeat(1024 * 1024)}${i}`, T0);
    // Nothing of the name is remembered; the address only as a hash.
    expect(throttle.size).toEqual({ pairs: 0, addresses: 25, accounts: 0 });
    expect(process.memoryUsage().heapUsed - started).toBeLessThan(8 * 1024 * 1024);
  });

  it("asks for a proof of work after a few failures, then makes each attempt wait longer (1 s, 2 s, 4 s…)", () => {
    const throttle = new SignInThrottle();
    const at = "192.0.2.7";
    expect(throttle.gate("hana", at, T0)).toEqual({ kind: "open" });
    for (let i = 0; i < 3; i++) throttle.fail("hana", at, T0);
    expect(throttle.gate("hana", at, T0)).toEqual({ kind: "proof" });
    throttle.fail("hana", at, T0);
    const fifth = throttle.fail("hana", at, T0);
    expect(fifth.gate).toEqual({ kind: "wait", seconds: 1 });
    expect(throttle.gate("hana", at, T0 + 1000)).toEqual({ kind: "proof" });
    const waits: number[] = [];
    let now = T0 + 1000;
    for (let i = 0; i < 12; i++) {
      const next = throttle.fail("hana", at, now).gate;
      waits.push(next.kind === "wait" ? next.seconds : 0);
      now += waits.at(-1) as number;
      now += 1000;
    }
    expect(waits.slice(0, 6)).toEqual([2, 4, 8, 16, 32, 64]);
    // Capped at 15 minutes.
    expect(Math.max(...waits)).toBe(900);
  });

  it("throttles one account from one address only: the same person elsewhere, and others, are not kept out", () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 10; i++) throttle.fail("hana", "203.0.113.66", T0);
    expect(throttle.gate("hana", "203.0.113.66", T0).kind).toBe("wait");
    expect(throttle.gate("hana", "192.0.2.10", T0)).toEqual({ kind: "open" });
    expect(throttle.gate("mark", "192.0.2.11", T0)).toEqual({ kind: "open" });
  });

  it("ten wrong passwords for a staff account from ten addresses do not keep the real person out (row 6)", () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 10; i++) throttle.fail("hana", `198.51.100.${i}`, T0);
    expect(throttle.gate("hana", "192.0.2.1", T0)).toEqual({ kind: "open" });
    // Many addresses guessing one account pay a proof of work each, but never wait or lock it.
    for (let i = 10; i < 40; i++) throttle.fail("hana", `198.51.100.${i}`, T0);
    expect(throttle.gate("hana", "192.0.2.1", T0)).toEqual({ kind: "proof" });
  });

  it("bounds an address whatever names it tries, and a success clears only its own pair", () => {
    const throttle = new SignInThrottle();
    const at = "203.0.113.9";
    for (let i = 0; i < 10; i++) throttle.fail(`guess${i}`, at, T0);
    expect(throttle.gate("someone", at, T0)).toEqual({ kind: "proof" });
    for (let i = 10; i < 30; i++) throttle.fail(i % 2 ? null : `guess${i}`, at, T0);
    expect(throttle.gate("someone", at, T0)).toEqual({ kind: "wait", seconds: 1 });
    const pair = new SignInThrottle();
    for (let i = 0; i < 3; i++) pair.fail("ada", at, T0);
    pair.succeed("ada", at);
    expect(pair.gate("ada", at, T0)).toEqual({ kind: "open" });
  });

  it("counts an IPv6 address by its /64: rotating addresses in one network does not escape the bound", () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 10; i++) throttle.fail(`name${i}`, `2001:db8:1:2::${i.toString(16)}`, T0);
    expect(throttle.gate("hana", "2001:db8:1:2:ffff::1", T0)).toEqual({ kind: "proof" });
    expect(throttle.gate("hana", "2001:db8:1:3::1", T0)).toEqual({ kind: "open" });
  });

  it("forgets a key an hour after its last failure", () => {
    const throttle = new SignInThrottle({ forgetAfterMs: 50 });
    for (let i = 0; i < 6; i++) throttle.fail("hana", "192.0.2.5");
    expect(throttle.gate("hana", "192.0.2.5").kind).not.toBe("open");
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(throttle.gate("hana", "192.0.2.5")).toEqual({ kind: "open" });
        resolve();
      }, 80),
    );
  });
});
