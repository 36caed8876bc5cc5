import { defineArrayMember, defineField, defineType } from "sanity";
import { PAGE_KEY_LABELS } from "../constants";
import { MENU_ROUTES, MENUS_ID, menuRoute, menuRouteLabel, NAV_GROUP_LABELS } from "../menus";
import { NAV_GROUPS } from "../routes";

// The header's groups with their pages, and the footer's columns (issue 42): one singleton, so a
// page added under a group shows in the header, the phone's menu and the footer with one publish.
// The site builds its menus from it (web/src/navigation/menus.ts); docs/studio.md, "Menus".

export { MENUS_ID };

const message = (zh: string, en: string) => `${zh} / ${en}`;

/** A name in both languages; an empty one means the page's (or group's) default name. */
const labelField = (description: string) =>
  defineField({
    name: "label",
    title: "显示名称 Label",
    description,
    type: "object",
    options: { columns: 2 },
    fields: [
      defineField({ name: "zh", title: "中文", type: "string", validation: (rule) => rule.max(40) }),
      defineField({ name: "en", title: "English", type: "string", validation: (rule) => rule.max(60) }),
    ],
  });

const hiddenField = (title: string) =>
  defineField({ name: "hidden", title, type: "boolean", initialValue: false, options: { layout: "checkbox" } });

type ItemParent = { linkType?: string } | undefined;

export const menuItem = defineType({
  name: "menuItem",
  title: "菜单项 Menu item",
  type: "object",
  fields: [
    defineField({
      name: "linkType",
      title: "链接到 Links to",
      type: "string",
      initialValue: "route",
      options: {
        layout: "radio",
        direction: "horizontal",
        list: [
          { value: "route", title: "网站固定页面 A page of the site" },
          { value: "page", title: "编辑创建的页面 A page editors made" },
        ],
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "routeKey",
      title: "固定页面 Page",
      type: "string",
      options: {
        list: MENU_ROUTES.map((route) => ({
          value: route.key,
          title: `${PAGE_KEY_LABELS[route.pageKey].zh}（${route.path}）`,
        })),
      },
      hidden: ({ parent }) => (parent as ItemParent)?.linkType === "page",
      validation: (rule) =>
        rule.custom((value: string | undefined, context) => {
          if ((context.parent as ItemParent)?.linkType === "page") return true;
          if (!value) return message("请选择要链接的页面", "Choose the page it links to");
          return menuRoute(value) ? true : message("网站没有这个页面", "The site has no such page");
        }),
    }),
    defineField({
      name: "page",
      title: "页面 Page",
      description: "网站以访客的语言链接该页面；某语言没有此页面时，该语言的菜单不显示此项",
      type: "reference",
      to: [{ type: "sitePage" }],
      options: { disableNew: true },
      hidden: ({ parent }) => (parent as ItemParent)?.linkType !== "page",
      validation: (rule) =>
        rule.custom((value: { _ref?: string } | undefined, context) =>
          (context.parent as ItemParent)?.linkType !== "page" || value?._ref
            ? true
            : message("请选择要链接的页面", "Choose the page it links to"),
        ),
    }),
    labelField("留空则使用页面名称 Empty: the page's name"),
    hiddenField("隐藏 Hidden"),
  ],
  preview: {
    select: {
      linkType: "linkType",
      routeKey: "routeKey",
      pageTitle: "page.title",
      label: "label.zh",
      hidden: "hidden",
    },
    prepare: ({ linkType, routeKey, pageTitle, label, hidden }) => {
      const name = linkType === "page" ? pageTitle : routeKey && menuRouteLabel(routeKey)?.zh;
      const path = linkType === "page" ? "编辑页面" : routeKey ? menuRoute(routeKey)?.path : "";
      return {
        title: `${label || name || "（未选择页面）"}${hidden ? "（已隐藏）" : ""}`,
        subtitle: path ?? "",
      };
    },
  },
});

export const menuGroup = defineType({
  name: "menuGroup",
  title: "菜单分组 Menu group",
  type: "object",
  fields: [
    defineField({
      name: "group",
      title: "分组 Group",
      type: "string",
      options: { list: NAV_GROUPS.map((id) => ({ value: id, title: NAV_GROUP_LABELS[id].zh })) },
      validation: (rule) => rule.required(),
    }),
    labelField("留空则使用分组的默认名称 Empty: the group's default name"),
    hiddenField("隐藏整个分组 Hide the group"),
    defineField({
      name: "items",
      title: "页面 Pages",
      description: "页眉下拉菜单、手机菜单和页脚中的页面，按顺序显示；只有一个页面的分组显示为直接链接",
      type: "array",
      of: [defineArrayMember({ type: "menuItem" })],
    }),
    defineField({
      name: "footerItems",
      title: "页脚补充链接 Footer-only links",
      description: "只在页脚这一栏显示，排在上面的页面之后",
      type: "array",
      of: [defineArrayMember({ type: "menuItem" })],
    }),
  ],
  preview: {
    select: { group: "group", label: "label.zh", hidden: "hidden", items: "items" },
    prepare: ({ group, label, hidden, items }) => ({
      title: `${label || NAV_GROUP_LABELS[group as keyof typeof NAV_GROUP_LABELS]?.zh || group || "（未选择分组）"}${hidden ? "（已隐藏）" : ""}`,
      subtitle: `${Array.isArray(items) ? items.length : 0} 个页面`,
    }),
  },
});

export const menus = defineType({
  name: "menus",
  title: "菜单 Menus",
  type: "document",
  fields: [
    defineField({
      name: "groups",
      title: "页眉与页脚菜单 Header and footer menus",
      description:
        "拖动可调整顺序。页眉、手机菜单和页脚都按这里显示；没有可见页面的分组不会显示。发布后所有页面在一秒内更新",
      type: "array",
      of: [defineArrayMember({ type: "menuGroup" })],
      validation: (rule) =>
        rule.custom((groups: { group?: string }[] | undefined) => {
          const ids = (groups ?? []).map((group) => group.group).filter(Boolean);
          return new Set(ids).size === ids.length
            ? true
            : message("每个分组只能出现一次", "Each group may appear once");
        }),
    }),
  ],
  preview: { prepare: () => ({ title: "菜单 Menus" }) },
});
