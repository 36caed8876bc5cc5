import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { claimOf } from "@/routing/unknown-paths";
import {
  compareIds,
  compareKey,
  filterFromKey,
  filterKey,
  filterQuery,
  idsFromKey,
  matches,
  parseFilter,
  toggled,
} from "./filter";
import { catalogueRewrite } from "./rewrite";

// Issue 45, item 1: filtered lists and comparisons are URLs of a bounded, validated set, answered by
// cached routes; the unfiltered /product is untouched.

const q = (text: string) => new URLSearchParams(text);
const rewriteOf = (url: string) =>
  catalogueRewrite(new NextRequest(new URL(url, "http://site.test")))?.headers.get("x-middleware-rewrite") ?? null;

describe("catalogue filters", () => {
  it("read the shareable URL's facets, in a canonical key and query", () => {
    const filter = parseFilter(q("rho=1-10&type=epi&d=300&utm_source=x"));
    expect(filter).toEqual({ d: "300", type: "epi", rho: "1-10" });
    expect(filterKey(filter as object)).toBe("300.epi.all.1-10.all");
    expect(filterFromKey("300.epi.all.1-10.all")).toEqual(filter);
    expect(filterQuery(filter as object)).toBe("?d=300&type=epi&rho=1-10");
  });

  it("treat unknown or repeated values as no filter, and no facet as the unfiltered list", () => {
    expect(parseFilter(q("d=450"))).toBe("invalid");
    expect(parseFilter(q("d=300&d=200"))).toBe("invalid");
    expect(parseFilter(q("rho=1-11"))).toBe("invalid");
    expect(parseFilter(q("page=2"))).toBeNull();
    expect(filterFromKey("300.epi.all.1-10")).toBeNull();
    expect(filterFromKey("all.all.all.all.all")).toBeNull();
    expect(filterFromKey("300.<script>.all.all.all")).toBeNull();
  });

  it("toggle a value on and off", () => {
    expect(toggled({ d: "300" }, "type", "epi")).toEqual({ d: "300", type: "epi" });
    expect(toggled({ d: "300", type: "epi" }, "type", "epi")).toEqual({ d: "300" });
  });

  it("match products by diameter, type, conductivity, orientation and a resistivity band", () => {
    const epi = {
      diameter: "300mm",
      waferType: "epitaxial",
      screening: { conductivity: ["p", "n"], orientations: ["100"], resistivity: { low: 0.1, high: 100 } },
    };
    const soi = { ...epi, waferType: "soi", screening: { ...epi.screening, resistivity: { low: 14, high: 22 } } };
    expect(matches(epi, { d: "300", type: "epi", rho: "1-10" })).toBe(true);
    expect(matches(epi, { d: "200" })).toBe(false);
    expect(matches(epi, { o: "111" })).toBe(false);
    expect(matches(soi, { rho: "1-10" })).toBe(false);
    expect(matches(soi, { rho: "10-100", cond: "n" })).toBe(true);
    expect(matches({ ...soi, screening: null }, { rho: "1-10" })).toBe(false);
  });
});

describe("comparison ids", () => {
  it("keep at most three valid slugs, once each, in a canonical order", () => {
    expect(compareIds(q("ids=300mm-polished,300mm-epitaxial"))).toEqual(["300mm-epitaxial", "300mm-polished"]);
    expect(compareIds(q("ids=a&ids=b&ids=a&ids=c&ids=d"))).toEqual(["a", "b", "c"]);
    expect(compareIds(q("ids=../etc,<x>,A B,ok"))).toEqual(["ok"]);
    expect(compareKey(["a", "b"])).toBe("a~b");
    expect(idsFromKey("a~b")).toEqual(["a", "b"]);
    expect(idsFromKey("b~a")).toBeNull();
    expect(idsFromKey("a~b~c~d")).toBeNull();
  });
});

describe("the proxy's catalogue rewrite", () => {
  it("sends a filtered list to its cached route and leaves the unfiltered list alone", () => {
    expect(rewriteOf("/product?d=300&type=epi&rho=1-10")).toBe(
      "http://site.test/zh/product/filter/300.epi.all.1-10.all",
    );
    expect(rewriteOf("/en/product?o=111")).toBe("http://site.test/en/product/filter/all.all.all.all.111");
    expect(rewriteOf("/product")).toBeNull();
    expect(rewriteOf("/product?utm_source=x")).toBeNull();
  });

  it("answers unknown values with the unfiltered list", () => {
    expect(rewriteOf("/en/product?d=999")).toBe("http://site.test/en/product");
  });

  it("sends a comparison to its cached route, with at most three products", () => {
    expect(rewriteOf("/en/product/compare?ids=300mm-polished,300mm-epitaxial")).toBe(
      "http://site.test/en/product/compare/300mm-epitaxial~300mm-polished",
    );
    expect(rewriteOf("/product/compare?ids=a,b,c,d")).toBe("http://site.test/zh/product/compare/a~b~c");
    expect(rewriteOf("/product/compare")).toBe("http://site.test/zh/product/compare");
  });

  it("lets the unknown-URL check judge the rewritten paths", () => {
    expect(claimOf("/product/filter/300.epi.all.1-10.all")).toEqual({ kind: "route" });
    expect(claimOf("/product/filter/300.epi")).toEqual({ kind: "nothing" });
    expect(claimOf("/product/compare")).toEqual({ kind: "route" });
    expect(claimOf("/product/compare/a~b")).toEqual({ kind: "compare", keys: ["a", "b"] });
    expect(claimOf("/product/compare/b~a")).toEqual({ kind: "nothing" });
  });
});
