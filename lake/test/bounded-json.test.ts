import { describe, expect, it } from "vitest";
import { encodeWithin, OverBudget } from "../src/bounded-json.ts";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("encodeWithin: JSON within a byte budget", () => {
  it("writes what JSON.stringify writes", () => {
    const values: unknown[] = [
      null,
      0,
      -1.5e-7,
      Number.NaN,
      'zh 中文 \u2028 "quoted" \n 😀',
      [1, undefined, () => 1, "a"],
      { a: 1, b: undefined, c: { d: [true, false, null] }, 'k"ey': "v", e: new Date(0) },
      { toJSON: () => ({ x: 1 }) },
      [],
      {},
    ];
    for (const value of values) expect(decode(encodeWithin(value, 1_000))).toBe(JSON.stringify(value));
    expect(decode(encodeWithin(undefined, 10))).toBe("null");
  });

  it("stops once the bytes pass the budget, counting UTF-8 bytes", () => {
    expect(decode(encodeWithin("中文", 8))).toBe('"中文"');
    expect(() => encodeWithin("中文", 7)).toThrow(OverBudget);
    const shared = Array.from({ length: 1_000 }, (_, i) => ({ _id: `doc-${i}`, title: "x".repeat(100) }));
    const bomb = shared.map(() => ({ a: shared, b: shared }));
    expect(() => encodeWithin(bomb, 1024 * 1024)).toThrow(OverBudget);
  });
});
