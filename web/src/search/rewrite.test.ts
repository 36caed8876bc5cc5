import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { searchRewrite } from "./rewrite";

const target = (url: string) =>
  searchRewrite(new NextRequest(new URL(url, "http://localhost:3000")))?.headers.get("x-middleware-rewrite") ?? null;

describe("the /news?q= rewrite", () => {
  it("sends a query on the news list to the search page of its language, keeping the query", () => {
    expect(target("/news?q=%E4%B8%B4%E6%B8%AF")).toBe("http://localhost:3000/zh/search?q=%E4%B8%B4%E6%B8%AF");
    expect(target("/en/news?q=Lingang")).toBe("http://localhost:3000/en/search?q=Lingang");
    expect(target("/en/news?q=wafer&page=2")).toBe("http://localhost:3000/en/search?q=wafer&page=2");
  });

  it("leaves the plain list, blank queries and other pages alone", () => {
    expect(target("/news")).toBeNull();
    expect(target("/news?q=%20%20")).toBeNull();
    expect(target("/en/news/shanghai-300mm-capacity?q=x")).toBeNull();
    expect(target("/newsdetail?q=x")).toBeNull();
    expect(target("/about?q=x")).toBeNull();
  });
});
