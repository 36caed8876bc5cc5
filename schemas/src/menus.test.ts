import { describe, expect, it } from "vitest";
import { defaultMenus, MENU_ROUTES, type MenusValue } from "./menus";
import { describeMarkers, type TestDocument, validationErrors } from "./testing/validate";

// The menus document's rules (issue 42, item 2): a menu cannot link to a page that does not exist.

const sitePage: TestDocument = {
  _id: "sitePage-semicon-zh",
  _type: "sitePage",
  language: "zh",
  title: "SEMICON China 2027",
  slug: { _type: "slug", current: "semicon-2027" },
};

function withNewsItem(item: Record<string, unknown>): TestDocument {
  const doc = structuredClone(defaultMenus()) as MenusValue;
  doc.groups
    .find((group) => group.group === "news")
    ?.items?.push({ _key: "added", _type: "menuItem", ...item } as never);
  return doc as unknown as TestDocument;
}

const errors = async (doc: TestDocument, dataset: TestDocument[] = [sitePage]) =>
  describeMarkers(await validationErrors(doc, [...dataset, doc]));

describe("menus document", () => {
  it("the route table's menus are valid", async () => {
    expect(await errors(defaultMenus() as unknown as TestDocument)).toEqual([]);
  });

  it("an item may link to a route of the table or to an existing page editors made", async () => {
    expect(await errors(withNewsItem({ linkType: "route", routeKey: "quality" }))).toEqual([]);
    expect(
      await errors(withNewsItem({ linkType: "page", page: { _type: "reference", _ref: "sitePage-semicon-zh" } })),
    ).toEqual([]);
  });

  it("refuses a route key the table does not have, or none", async () => {
    // Sanity's own check of the option list says it in English too; ours says it in Chinese.
    expect(await errors(withNewsItem({ linkType: "route", routeKey: "semicon" }))).toContain(
      "groups.news.items.added.routeKey: 网站没有这个页面 / The site has no such page",
    );
    expect(await errors(withNewsItem({ linkType: "route" }))).toEqual([
      "groups.news.items.added.routeKey: 请选择要链接的页面 / Choose the page it links to",
    ]);
  });

  it("refuses a page item without a page, or with a page that does not exist", async () => {
    expect(await errors(withNewsItem({ linkType: "page" }))).toEqual([
      "groups.news.items.added.page: 请选择要链接的页面 / Choose the page it links to",
    ]);
    const dangling = await errors(withNewsItem({ linkType: "page", page: { _type: "reference", _ref: "gone" } }));
    expect(dangling).toHaveLength(1);
    expect(dangling[0]).toMatch(/^groups\.news\.items\.added\.page: /);
  });

  it("refuses a group listed twice", async () => {
    const doc = structuredClone(defaultMenus());
    doc.groups.push({ ...structuredClone(doc.groups[0] as MenusValue["groups"][number]), _key: "again" });
    expect(await errors(doc as unknown as TestDocument)).toEqual([
      "groups: 每个分组只能出现一次 / Each group may appear once",
    ]);
  });

  it("offers every named page of the table once, and no second address of a hiring list", () => {
    const keys = MENU_ROUTES.map((route) => route.key);
    expect(keys).toContain("societysort");
    expect(keys).not.toContain("society");
    expect(keys).not.toContain("policy");
    expect(new Set(keys).size).toBe(keys.length);
  });
});
