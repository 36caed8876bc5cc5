import type { NavGroup as NavGroupKey } from "@wafer/schemas/routes";

// The site navigation (docs/product.md, "Navigation"): the header, the phone's menu and the footer
// render these trees, which the server builds from the studio's menus document (menus.ts) and
// hands to the shell's client components as props. Paths are locale-free; `localePath` adds `/en`
// where needed. Types and pure helpers only: this module is browser code, the route table is not.

export type NavGroupId = NavGroupKey;

/** A link of a menu, its label already in the page's language. */
export interface NavItem {
  /** Unique within its group (the item's path). */
  key: string;
  label: string;
  path: string;
}

export interface NavGroup {
  id: NavGroupId;
  label: string;
  /** Where the group itself leads (its first page). */
  path: string;
  children: NavItem[];
}

/** A group with a single page is a plain link; the others open a dropdown or an accordion panel. */
export function hasSubmenu(group: NavGroup): boolean {
  return group.children.length > 1;
}

/** The group a locale-free path belongs to, for highlighting the current section. */
export function activeGroupId(groups: readonly NavGroup[], path: string): NavGroupId | undefined {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/";
  return groups.find((group) => group.children.some((item) => clean === item.path || clean.startsWith(`${item.path}/`)))
    ?.id;
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
