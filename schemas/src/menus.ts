// The site's menus as data (issue 42): the header's seven groups with their pages, and the extra
// links the footer's columns carry. Editors own them in the `menus` document; this file holds what
// the document is seeded with and what the site falls back to when the content has none: exactly
// the navigation the route table (routes.ts) made before menus were documents. Plain values, so
// Node can load this file directly (the seed test, scripts).
import { type Bilingual, PAGE_KEY_LABELS } from "./constants";
import { NAV_GROUPS, type NavGroup, ROUTES, type SiteRoute } from "./routes";

/** The one menus document (a singleton in the studio's settings). */
export const MENUS_ID = "menus";

/** The groups' default names (the site's dictionaries read them: one spelling). */
export const NAV_GROUP_LABELS: Record<NavGroup, Bilingual> = {
  product: { zh: "产品与服务", en: "Products & Services" },
  research: { zh: "研发技术", en: "R&D" },
  investor: { zh: "投资者关系", en: "Investors" },
  news: { zh: "新闻中心", en: "News" },
  esg: { zh: "ESG", en: "ESG" },
  talent: { zh: "人才招聘与发展", en: "Careers" },
  about: { zh: "关于我们", en: "About Us" },
};

/**
 * The routes a menu item may link to: every route that shows a named page, once (the hiring lists'
 * second address, which names the other as canonical, is not offered).
 */
export const MENU_ROUTES: readonly (SiteRoute & { pageKey: NonNullable<SiteRoute["pageKey"]> })[] = ROUTES.filter(
  (route): route is SiteRoute & { pageKey: NonNullable<SiteRoute["pageKey"]> } =>
    route.pageKey !== undefined && route.canonical === undefined,
);

export function menuRoute(key: string): (typeof MENU_ROUTES)[number] | undefined {
  return MENU_ROUTES.find((route) => route.key === key);
}

/** A route's default name in the menus: its page's name. */
export function menuRouteLabel(key: string): Bilingual | undefined {
  const route = menuRoute(key);
  return route ? PAGE_KEY_LABELS[route.pageKey] : undefined;
}

export interface MenuLabel {
  zh?: string | null;
  en?: string | null;
}

/** An item of a menu as stored: a route of the table (by key) or a page editors made (reference). */
export interface MenuItemValue {
  _key: string;
  _type: "menuItem";
  linkType: "route" | "page";
  routeKey?: string;
  page?: { _type: "reference"; _ref: string };
  label?: MenuLabel;
  hidden?: boolean;
}

export interface MenuGroupValue {
  _key: string;
  _type: "menuGroup";
  group: NavGroup;
  label?: MenuLabel;
  hidden?: boolean;
  items?: MenuItemValue[];
  footerItems?: MenuItemValue[];
}

export interface MenusValue {
  _id: string;
  _type: "menus";
  groups: MenuGroupValue[];
}

/**
 * Under a group whose header menu has a single page (产品与服务, 研发技术, 投资者关系, ESG), the
 * footer lists the pages a visitor of that column looks for next, so no column's only link repeats
 * its heading (issue 33).
 */
const FOOTER_EXTRAS: Partial<Record<NavGroup, string[]>> = {
  product: ["eirformIndex", "quality"],
  research: ["quality", "news"],
  investor: ["news", "contacts"],
  esg: ["safety", "quality", "supplier"],
};

const routeItem = (key: string): MenuItemValue => ({ _key: key, _type: "menuItem", linkType: "route", routeKey: key });

/** The menus as the route table makes them: the seed's document, and the site's fallback. */
export function defaultMenus(): MenusValue {
  return {
    _id: MENUS_ID,
    _type: "menus",
    groups: NAV_GROUPS.map((group) => ({
      _key: group,
      _type: "menuGroup",
      group,
      items: ROUTES.filter((route) => route.nav?.group === group).map((route) => routeItem(route.key)),
      footerItems: (FOOTER_EXTRAS[group] ?? []).map(routeItem),
    })),
  };
}
