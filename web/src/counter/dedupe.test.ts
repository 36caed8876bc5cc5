import { expect, it } from "vitest";
import { viewDeduper, viewedPage } from "./dedupe";

it("counts a page once per visitor session, other pages and visitors separately", () => {
  let now = 1_000_000;
  const dedupe = viewDeduper(() => now);
  expect(dedupe.firstView("192.0.2.1", "Firefox", "/news")).toBe(true);
  expect(dedupe.firstView("192.0.2.1", "Firefox", "/news")).toBe(false);
  expect(dedupe.firstView("192.0.2.1", "Firefox", "/about")).toBe(true);
  expect(dedupe.firstView("192.0.2.2", "Firefox", "/news")).toBe(true);
  expect(dedupe.firstView("192.0.2.1", "Chrome", "/news")).toBe(true);
  now += 31 * 60 * 1000;
  expect(dedupe.firstView("192.0.2.1", "Firefox", "/news")).toBe(true);
});

it("reads the page from a same-site Referer only", () => {
  expect(viewedPage("http://site.example/en/news?x=1", "site.example")).toBe("/en/news");
  expect(viewedPage("http://evil.example/a", "site.example")).toBe("/");
  expect(viewedPage(null, "site.example")).toBe("/");
  expect(viewedPage("not a url", "site.example")).toBe("/");
});
