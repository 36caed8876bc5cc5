import type { PageKey } from "@wafer/schemas/constants";
import { NAV_GROUPS, ROUTES } from "@wafer/schemas/routes";
import type { Dictionary } from "@/i18n/dictionaries/zh";

// The site navigation (docs/product.md, "Navigation"): the header, the mobile navigation and the
// footer all render this tree. Paths are locale-free; `localePath` adds `/en` where needed.

export type NavGroupId = keyof Dictionary["nav"]["groups"];
/** A menu item is a page: its label is the page's name (PAGE_KEY_LABELS, via the dictionary). */
export type NavItemId = PageKey;

export interface NavItem {
  id: NavItemId;
  path: string;
  /** Placeholder sections ("stay tuned" pages): marked in menus so nobody expects content yet. */
  comingSoon?: boolean;
}

export interface NavGroup {
  id: NavGroupId;
  /** Where the group itself leads (its first page). */
  path: string;
  children: NavItem[];
}

/** The menus, read from the route table (schemas/src/routes.ts): each group's pages in table order. */
export const NAVIGATION: readonly NavGroup[] = NAV_GROUPS.map((id) => {
  const children = ROUTES.flatMap((route): NavItem[] =>
    route.nav?.group === id && route.pageKey
      ? [{ id: route.pageKey, path: route.path, ...(route.nav.comingSoon ? { comingSoon: true } : {}) }]
      : [],
  );
  return { id, path: children[0]?.path ?? "/", children };
});

/** A group with a single page is a plain link; the others open a dropdown or an accordion panel. */
export function hasSubmenu(group: NavGroup): boolean {
  return group.children.length > 1;
}

/** The group a locale-free path belongs to, for highlighting the current section. */
export function activeGroupId(path: string): NavGroupId | undefined {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/";
  return NAVIGATION.find((group) =>
    group.children.some((item) => clean === item.path || clean.startsWith(`${item.path}/`)),
  )?.id;
}

/**
 * Routes whose hero runs under a transparent header. Every other route gets a solid header. (The
 * product brief also names /advanced, a route the site does not have: an unknown path is a 404 page
 * with a solid header, which is harmless.)
 */
export const TRANSPARENT_HEADER_PATHS: readonly string[] = ["/", "/about", "/makespeech", "/product"];

export function hasTransparentHeader(path: string): boolean {
  const clean = path.split(/[?#]/)[0]?.replace(/(.)\/+$/, "$1") || "/";
  return TRANSPARENT_HEADER_PATHS.includes(clean);
}
