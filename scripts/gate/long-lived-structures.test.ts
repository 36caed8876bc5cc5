import { describe, expect, it } from "vitest";
import { REVIEWED } from "./long-lived-structures.reviewed.ts";
import { type Finding, scanRepository, scanSource } from "./long-lived-structures.ts";

// Issue 40, "bounded by construction": a structure that lives as long as the process and grows
// with requests is how one anonymous visitor fills the heap. Each must be an LRUCache with `max`
// or on the reviewed list with the bound a reviewer checked.

const id = (entry: { file: string; name: string }) => `${entry.file} ${entry.name}`;
const found: Finding[] = [...new Map(scanRepository().map((finding) => [id(finding), finding])).values()];
const reviewed = new Set(REVIEWED.map(id));

describe("long-lived structures of web/src and lake/src", () => {
  it.each(found.map((finding) => [`${finding.file}:${finding.line} ${finding.name} (${finding.kind})`, finding]))(
    "%s is an LRUCache with max or reviewed with its bound",
    (_title, finding) => {
      expect(
        reviewed.has(id(finding)),
        `${finding.file}:${finding.line} ${finding.name} is a long-lived ${finding.kind}: use new LRUCache({ max }) ` +
          "with length-checked keys, or add it to scripts/gate/long-lived-structures.reviewed.ts with its bound",
      ).toBe(true);
    },
  );

  it("every reviewed entry still exists, with its kind (the list stays true)", () => {
    const current = new Map(found.map((finding) => [id(finding), finding.kind]));
    const stale = REVIEWED.filter((entry) => current.get(id(entry)) !== entry.kind).map(id);
    expect(stale).toEqual([]);
  });
});

describe("the scanner", () => {
  const names = (text: string) => scanSource("x.ts", text).map((finding) => `${finding.name}:${finding.kind}`);

  it("finds module-level and class-field Maps and Sets, however they are written", () => {
    expect(
      names(`const a = new Map<string, number>();
        export const b = (new Set()) as Set<string>;
        class C { private d = new Map(); e: Set<string>; constructor() { this.e = new Set(); } }`),
    ).toEqual(["a:Map", "b:Set", "C.d:Map", "C.e:Set"]);
  });

  it("finds arrays that are pushed to and objects used as dictionaries, not fixed literals", () => {
    expect(
      names(`const grows: string[] = []; export function f(x: string) { grows.push(x); }
        const fixed: string[] = []; const list = [1, 2];
        const byKey: Record<string, number> = {}; export function g(k: string) { byKey[k] = 1; }
        class Q { private q: number[] = []; add() { this.q.unshift(1); } }
        class K { private v: Record<string, number>; constructor() { this.v = ok() ? load() : {}; } put(k: string) { this.v[k] = 1; } }`),
    ).toEqual(["grows:array", "byKey:dictionary", "Q.q:array", "K.v:dictionary"]);
  });

  it("finds globalThis stashes, directly or through an alias", () => {
    expect(
      names(`const state = globalThis as unknown as { __x?: number };
        state.__x ??= 1; (globalThis as any).y = 2; globalThis["z"] = 3;`),
    ).toEqual(["globalThis.__x:globalThis", "globalThis.y:globalThis", "globalThis.z:globalThis"]);
  });

  it("finds a factory's locals that its returned closures keep, not a function's temporaries", () => {
    expect(
      names(`export function limiter() { const windows = new Map(); return { take(k: string) { windows.set(k, 1); } }; }
        export function once(xs: string[]) { const seen = new Set(xs); return [...seen]; }`),
    ).toEqual(["limiter().windows:Map"]);
  });

  it("lets an LRUCache with max through, and flags one without", () => {
    expect(
      names(`const a = new LRUCache<string, number>({ max: 500, ttl: 1000 });
        const b = new LRUCache({ ttl: 1000, ttlAutopurge: true });`),
    ).toEqual(["b:LRUCache without max"]);
  });
});
