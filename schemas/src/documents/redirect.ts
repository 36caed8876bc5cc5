import { defineField, defineType } from "sanity";
import {
  buildRedirectTable,
  checkFromPath,
  checkToAddress,
  contentPaths,
  type PathDoc,
  REDIRECTED_TYPES,
  type RedirectEntry,
  type RedirectFields,
  type RedirectTarget,
  resolveTarget,
} from "../redirects";
import { ROUTES } from "../routes";
import { ownIds, type UniquenessContext, VALIDATION_API_VERSION } from "../rules";

// A redirect an editor writes in 跳转 (issue 42, decision 0075): an old or vanity path of the site
// and where it leads (a document, a fixed page, a path or https URL), or "gone" (410). The site
// answers it before any render (web/src/routing/redirects.ts). Slug changes of published documents
// are recorded by the site itself (docs/studio.md, 跳转); an entry here for the same path wins.

/** What the validators read of the dataset: every page's path and every other redirect. */
const DATASET_QUERY = `{
  "docs": *[_type in $types && defined(slug.current) && !(_id in path("drafts.**"))]{ _id, _type, "slug": slug.current, language },
  "redirects": *[_type == "redirect" && !(_id in $ids) && !(_id in path("drafts.**"))][0...5000]{ from, target, "ref": toDocument._ref, toRoute, toAddress }
}`;

interface Dataset {
  docs: PathDoc[];
  redirects: (RedirectFields & { ref?: string })[];
}

async function readDataset(context: UniquenessContext): Promise<Dataset> {
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION });
  return (await client.fetch(DATASET_QUERY, {
    types: [...REDIRECTED_TYPES],
    ids: ownIds(context.document?._id),
  })) as Dataset;
}

/** The `from` path: well formed, not a live page, not another redirect's, and not part of a loop. */
export async function validateFrom(value: unknown, context: UniquenessContext): Promise<true | string> {
  if (typeof value !== "string") return "请填写来源地址，例如 /semicon";
  const checked = checkFromPath(value);
  if (!checked.ok) return checked.message;
  const { docs, redirects } = await readDataset(context);
  const live = new Set(docs.flatMap((doc) => contentPaths(doc)));
  if (live.has(checked.path)) return "这个地址是网站上现有的页面，不能跳转走（先改掉该页面的网址）";
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const entries: RedirectEntry[] = [];
  for (const other of redirects) {
    const from = other.from ? checkFromPath(other.from) : null;
    if (!from?.ok) continue;
    if (from.path === checked.path) return "已有一条从这个地址出发的跳转";
    const to = resolveTarget(other, byId);
    if (to) entries.push({ from: from.path, to });
  }
  const own = resolveTarget({ ...(context.document as RedirectFields), from: checked.path }, byId);
  if (own === null) return true;
  if (own.split("?")[0] === checked.path) return "跳转不能指向它自己";
  const table = buildRedirectTable([...entries, { from: checked.path, to: own }], live);
  const looping = own !== "gone" && own !== "none" && own.startsWith("/") && !table.has(checked.path);
  return looping ? "这条跳转会形成循环（A → B → … → A），请改目标地址" : true;
}

const TARGETS: { value: RedirectTarget; title: string }[] = [
  { value: "document", title: "站内内容（新闻、职位、产品、页面）" },
  { value: "route", title: "网站固定页面" },
  { value: "address", title: "地址或外部网址" },
  { value: "gone", title: "已删除（410：页面永久不存在）" },
  { value: "none", title: "不跳转（404，取消自动跳转）" },
];

const needs =
  (target: RedirectTarget, message: string) =>
  (value: unknown, context: { document?: { [field: string]: unknown } }): true | string =>
    context.document?.target !== target || (value !== undefined && value !== null && value !== "") ? true : message;

export const redirect = defineType({
  name: "redirect",
  title: "跳转 Redirect",
  type: "document",
  fields: [
    defineField({
      name: "from",
      title: "来源地址 From",
      description: "站内旧地址或短地址，例如 /semicon；英文地址以 /en/ 开头 A site path, English ones under /en/",
      type: "string",
      validation: (rule) => rule.required().custom((value, context) => validateFrom(value, context as never)),
    }),
    defineField({
      name: "target",
      title: "跳转到 Leads to",
      type: "string",
      options: { list: TARGETS, layout: "radio" },
      initialValue: "document",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "toDocument",
      title: "目标内容 Document",
      type: "reference",
      // Weak: a redirect must not stop an editor deleting its target (the redirect then leads nowhere: 404).
      weak: true,
      to: REDIRECTED_TYPES.map((type) => ({ type })),
      hidden: ({ document }) => document?.target !== "document",
      validation: (rule) => rule.custom(needs("document", "请选择目标内容")),
    }),
    defineField({
      name: "toRoute",
      title: "目标固定页面 Fixed page",
      type: "string",
      options: { list: ROUTES.map((route) => ({ value: route.key, title: route.path })) },
      hidden: ({ document }) => document?.target !== "route",
      validation: (rule) => rule.custom(needs("route", "请选择目标页面")),
    }),
    defineField({
      name: "toAddress",
      title: "目标地址 Address",
      description: "站内地址（/news?q=展会）或完整的 https:// 外部网址 A site path or a full https URL",
      type: "string",
      hidden: ({ document }) => document?.target !== "address",
      validation: (rule) =>
        rule.custom((value, context) => {
          if (context.document?.target !== "address") return true;
          if (typeof value !== "string" || value.trim() === "") return "请填写目标地址";
          const checked = checkToAddress(value);
          return checked.ok ? true : checked.message;
        }),
    }),
  ],
  preview: {
    select: { from: "from", target: "target", route: "toRoute", address: "toAddress", doc: "toDocument.title" },
    prepare: ({ from, target, route, address, doc }) => ({
      title: from ?? "（未填来源地址）",
      subtitle:
        target === "gone"
          ? "410 已删除"
          : target === "none"
            ? "404 不跳转"
            : `→ ${target === "route" ? route : target === "address" ? address : (doc ?? "")}`,
    }),
  },
});
