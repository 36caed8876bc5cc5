import { readFileSync } from "node:fs";
import path from "node:path";
import { defaultMenus, type MenusValue } from "@wafer/schemas/menus";
import { evaluate, parse } from "groq-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyPerspective, queryEmbedded } from "@/content/embedded";
import { MENUS_QUERY } from "@/content/queries";
import type { ContentQuery } from "@/content/source";
import { tagsForResult } from "@/content/tags";
import { log } from "@/ops/log";
import { loadMenus } from "./load";
import { buildMenus, type MenusSource } from "./menus";
import { hasSubmenu, type NavGroup } from "./tree";

// The studio's menus document → the header's groups and the footer's columns (issue 42, item 2).

const paths = (groups: readonly NavGroup[]) =>
  groups.map((group) => [group.id, group.children.map((item) => item.path)]);
const labels = (groups: readonly NavGroup[]) =>
  groups.map((group) => [group.label, group.children.map((item) => item.label)]);

/** The seed's document with `change` applied to a copy (the content an editor publishes). */
function edited(change: (doc: MenusValue) => void): MenusSource {
  const doc = structuredClone(defaultMenus());
  change(doc);
  return doc;
}
const group = (doc: MenusValue, id: string) => {
  const found = doc.groups.find((candidate) => candidate.group === id);
  if (!found) throw new Error(id);
  return found;
};

const SPEC_HEADER = [
  ["product", ["/product"]],
  ["research", ["/research"]],
  ["investor", ["/investor"]],
  ["news", ["/news", "/contacts"]],
  ["esg", ["/esg"]],
  ["talent", ["/join", "/recruit", "/TrainingAndDevelopment", "/life", "/societysort", "/campussort"]],
  [
    "about",
    ["/about", "/makespeech", "/senseworth", "/team", "/quality", "/supplier", "/safety", "/contact", "/message"],
  ],
];

describe("menus: the seed and the fallback are the spec's navigation", () => {
  it("without a menus document, the route table's seven groups with their pages in order", () => {
    const { header, footer } = buildMenus(null, "zh");
    expect(paths(header)).toEqual(SPEC_HEADER);
    expect(header.map((group) => group.label)).toEqual([
      "产品与服务",
      "研发技术",
      "投资者关系",
      "新闻中心",
      "ESG",
      "人才招聘与发展",
      "关于我们",
    ]);
    expect(buildMenus(null, "en").header.map((group) => group.label)).toEqual([
      "Products & Services",
      "R&D",
      "Investors",
      "News",
      "ESG",
      "Careers",
      "About Us",
    ]);
    expect(footer.find((column) => column.id === "product")?.children.map((item) => item.path)).toEqual([
      "/product",
      "/eirformIndex",
      "/quality",
    ]);
  });

  it("footer columns never have their heading as their only link (产品与服务 → 产品与服务, ESG → ESG)", () => {
    for (const locale of ["zh", "en"] as const) {
      for (const column of buildMenus(null, locale).footer) {
        const names = column.children.map((item) => item.label);
        expect(names.length, `${locale} ${column.id}`).toBeGreaterThan(1);
        expect(new Set(names).size, `${locale} ${column.id}: ${names.join(", ")}`).toBe(names.length);
      }
    }
  });

  it("the seed's menus document is the route table's menus", () => {
    const seed = readFileSync(path.join(import.meta.dirname, "../../../studio/seed/production.ndjson"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { _id: string })
      .find((doc) => doc._id === "menus");
    expect(seed).toEqual(defaultMenus());
  });

  it("the embedded content's menus are the same, in both languages", async () => {
    const embedded = {
      fetch: <T>({ query, params }: ContentQuery) => queryEmbedded<T>({ query, params, perspective: "published" }),
    };
    for (const locale of ["zh", "en"] as const) {
      expect(await loadMenus(locale, embedded)).toEqual(buildMenus(null, locale));
    }
  });
});

describe("menus: what editors change", () => {
  it("a hidden item is left out of the header and the footer", () => {
    const { header, footer } = buildMenus(
      edited((doc) => {
        const contacts = group(doc, "news").items?.find((item) => item.routeKey === "contacts");
        if (contacts) contacts.hidden = true;
      }),
      "zh",
    );
    const news = header.find((g) => g.id === "news");
    expect(news?.children.map((item) => item.path)).toEqual(["/news"]);
    expect(news && hasSubmenu(news)).toBe(false); // one visible page: a plain link, as today
    expect(news?.path).toBe("/news");
    expect(footer.find((g) => g.id === "news")?.children.map((item) => item.path)).toEqual(["/news"]);
  });

  it("a hidden group is left out everywhere", () => {
    const { header, footer } = buildMenus(
      edited((doc) => {
        group(doc, "esg").hidden = true;
      }),
      "en",
    );
    expect(header.map((g) => g.id)).not.toContain("esg");
    expect(footer.map((g) => g.id)).not.toContain("esg");
  });

  it("a group with no visible page is not shown (no empty dropdown or column)", () => {
    const { header, footer } = buildMenus(
      edited((doc) => {
        for (const item of group(doc, "talent").items ?? []) item.hidden = true;
        group(doc, "research").items = [];
        group(doc, "research").footerItems = [];
      }),
      "zh",
    );
    expect(header.map((g) => g.id)).toEqual(["product", "investor", "news", "esg", "about"]);
    expect(footer.map((g) => g.id)).toEqual(["product", "investor", "news", "esg", "about"]);
  });

  it("renamed groups and items show the editor's names per language; an empty name is the default", () => {
    const { header: zh } = buildMenus(
      edited((doc) => {
        group(doc, "news").label = { zh: "新闻与活动", en: "" };
        const contacts = group(doc, "news").items?.find((item) => item.routeKey === "contacts");
        if (contacts) contacts.label = { zh: "媒体垂询", en: "Press" };
      }),
      "zh",
    );
    expect(labels(zh).find(([label]) => label === "新闻与活动")).toEqual(["新闻与活动", ["公司新闻", "媒体垂询"]]);
    const { header: en } = buildMenus(
      edited((doc) => {
        group(doc, "news").label = { zh: "新闻与活动", en: "  " };
        const contacts = group(doc, "news").items?.find((item) => item.routeKey === "contacts");
        if (contacts) contacts.label = { zh: "媒体垂询", en: "Press" };
      }),
      "en",
    );
    expect(labels(en).find(([label]) => label === "News")).toEqual(["News", ["Company news", "Press"]]);
  });

  it("reordered groups and items keep the editor's order", () => {
    const { header } = buildMenus(
      edited((doc) => {
        doc.groups.reverse();
        group(doc, "news").items?.reverse();
      }),
      "zh",
    );
    expect(header.map((g) => g.id)).toEqual(["about", "talent", "esg", "news", "investor", "research", "product"]);
    expect(header.find((g) => g.id === "news")?.children.map((item) => item.path)).toEqual(["/contacts", "/news"]);
    expect(header.find((g) => g.id === "news")?.path).toBe("/contacts");
  });

  it("an item added under a group links to its route; an unknown route key or group is left out", () => {
    const source = edited((doc) => {
      group(doc, "news").items?.push({ _key: "a", _type: "menuItem", linkType: "route", routeKey: "quality" });
      group(doc, "news").items?.push({ _key: "b", _type: "menuItem", linkType: "route", routeKey: "no-such-route" });
      doc.groups.push({ _key: "x", _type: "menuGroup", group: "nonsense" as "news", items: doc.groups[0]?.items });
    });
    const { header, footer } = buildMenus(source, "en");
    const news = header.find((g) => g.id === "news");
    expect(news?.children).toEqual([
      { key: "/news", path: "/news", label: "Company news" },
      { key: "/contacts", path: "/contacts", label: "Media contacts" },
      { key: "/quality", path: "/quality", label: "Quality management" },
    ]);
    expect(header).toHaveLength(7);
    expect(footer.find((g) => g.id === "news")?.children.map((item) => item.path)).toEqual([
      "/news",
      "/contacts",
      "/quality",
    ]);
  });
});

describe("menus: an item linking to a page editors made", () => {
  const zhPage = { _id: "sitePage-semicon-zh", language: "zh", title: "SEMICON China 2027", slug: "semicon-2027" };
  const enPage = { _id: "sitePage-semicon-en", language: "en", title: "SEMICON China 2027 (EN)", slug: "semicon-2027" };
  const withPage = (pages: (typeof zhPage | null)[], label?: { zh?: string; en?: string }) => ({
    groups: [
      {
        _key: "news",
        group: "news",
        items: [
          { _key: "n", linkType: "route", routeKey: "news" },
          { _key: "p", linkType: "page", pages, label },
        ],
      },
    ],
  });

  it("links to the page in the visitor's language, named by its title", () => {
    const zh = buildMenus(withPage([zhPage, zhPage, enPage]), "zh").header[0];
    const en = buildMenus(withPage([zhPage, zhPage, enPage]), "en").header[0];
    expect(zh?.children[1]).toEqual({ key: "/semicon-2027", path: "/semicon-2027", label: "SEMICON China 2027" });
    expect(en?.children[1]).toEqual({
      key: "/semicon-2027",
      path: "/semicon-2027",
      label: "SEMICON China 2027 (EN)",
    });
  });

  it("is left out in a language where the page does not exist (or is not published)", () => {
    const { header } = buildMenus(withPage([zhPage, null]), "en");
    expect(header[0]?.children.map((item) => item.path)).toEqual(["/news"]);
    expect(header[0] && hasSubmenu(header[0])).toBe(false);
  });

  it("takes the editor's name over the page's title", () => {
    const { header } = buildMenus(withPage([zhPage, enPage], { zh: "半导体展", en: "" }), "zh");
    expect(header[0]?.children[1]?.label).toBe("半导体展");
    expect(buildMenus(withPage([zhPage, enPage], { zh: "半导体展", en: "" }), "en").header[0]?.children[1]?.label).toBe(
      "SEMICON China 2027 (EN)",
    );
  });
});

describe("menus: the query, on content with an editor-made page", () => {
  const menus = edited((doc) => {
    group(doc, "news").items?.push({
      _key: "semicon",
      _type: "menuItem",
      linkType: "page",
      page: { _type: "reference", _ref: "sitePage-semicon-zh" },
    });
  });
  const zhPage = {
    _id: "sitePage-semicon-zh",
    _type: "sitePage",
    language: "zh",
    title: "SEMICON China 2027 展会",
    slug: { _type: "slug", current: "semicon-2027" },
  };
  const enPage = { ...zhPage, _id: "sitePage-semicon-en", language: "en", title: "SEMICON China 2027" };
  const metadata = {
    _id: "translation.metadata.semicon",
    _type: "translation.metadata",
    translations: [
      { _key: "zh", value: { _type: "reference", _ref: zhPage._id } },
      { _key: "en", value: { _type: "reference", _ref: enPage._id } },
    ],
  };
  const run = async (docs: object[]) =>
    (await evaluate(parse(MENUS_QUERY), { dataset: applyPerspective(docs as never, "published") })).get();

  it("links each language to its version of the page, and tags the menus with both", async () => {
    const result = await run([menus, zhPage, enPage, metadata]);
    const news = (locale: "zh" | "en") => buildMenus(result, locale).header.find((g) => g.id === "news")?.children;
    expect(news("zh")?.at(-1)).toEqual({
      key: "/semicon-2027",
      path: "/semicon-2027",
      label: "SEMICON China 2027 展会",
    });
    expect(news("en")?.at(-1)).toEqual({ key: "/semicon-2027", path: "/semicon-2027", label: "SEMICON China 2027" });
    expect(tagsForResult(result)).toEqual(
      expect.arrayContaining(["doc:menus", "doc:sitePage-semicon-zh", "doc:sitePage-semicon-en"]),
    );
  });

  it("leaves the page out where it is not published, and still tags the menus with it (its publish refreshes them)", async () => {
    const draftOnly = { ...zhPage, _id: `drafts.${zhPage._id}` };
    const result = await run([menus, draftOnly]);
    expect(
      buildMenus(result, "zh")
        .header.find((g) => g.id === "news")
        ?.children.map((item) => item.path),
    ).toEqual(["/news", "/contacts"]);
    expect(tagsForResult(result)).toContain("doc:sitePage-semicon-zh");
  });
});

describe("menus: reading them", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a failing read is logged and the route table's menus apply", async () => {
    const errors = vi.spyOn(log("content"), "error").mockImplementation(() => {});
    const failing = { fetch: () => Promise.reject(new Error("backend down")) };
    expect(await loadMenus("zh", failing)).toEqual(buildMenus(null, "zh"));
    expect(errors).toHaveBeenCalledOnce();
  });

  it("content without a menus document gets the route table's menus", async () => {
    const none = { fetch: () => Promise.resolve(null) } as never;
    expect(await loadMenus("en", none)).toEqual(buildMenus(null, "en"));
  });
});
