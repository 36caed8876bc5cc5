import { PAGE_KEY_LABELS } from "@wafer/schemas/constants";
import { defaultMenus, menuRoute, NAV_GROUP_LABELS } from "@wafer/schemas/menus";
import { NAV_GROUPS, type NavGroup as NavGroupKey } from "@wafer/schemas/routes";
import type { Locale } from "@/i18n/config";
import type { NavGroup, NavItem } from "./tree";

// The studio's menus document (schemas/src/documents/menus.ts) → the trees the header, the phone's
// menu and the footer render, in one language. Editors hide, rename and reorder; the site never
// shows a group without a visible link, and shows a group with one link as a plain link (tree.ts).
// With no menus document in the content the route table's menus apply (`defaultMenus`).

type Text = string | null | undefined;
type Label = { zh?: Text; en?: Text } | null | undefined;

/** An editor-made page as MENUS_QUERY projects it (the referenced one and its translations). */
interface PageSource {
  _id: string;
  language?: Text;
  title?: Text;
  slug?: Text;
}

interface ItemSource {
  _key: string;
  linkType?: Text;
  routeKey?: Text;
  hidden?: boolean | null;
  label?: Label;
  pages?: readonly (PageSource | null)[] | null;
}

interface GroupSource {
  _key: string;
  group?: Text;
  hidden?: boolean | null;
  label?: Label;
  items?: readonly ItemSource[] | null;
  footerItems?: readonly ItemSource[] | null;
}

/** What the builder reads: MENUS_QUERY's result, or the stored document (`defaultMenus`). */
export interface MenusSource {
  groups?: readonly GroupSource[] | null;
}

export interface SiteMenus {
  /** The header's groups (desktop dropdowns and the phone's accordion). */
  header: NavGroup[];
  /** The footer's columns: each group's pages, then its footer-only links. */
  footer: NavGroup[];
}

const isGroupKey = (value: Text): value is NavGroupKey => (NAV_GROUPS as readonly Text[]).includes(value);

/** The editor's name in this language, or the default one when they left it empty. */
const labelIn = (label: Label, locale: Locale, fallback: string) => label?.[locale]?.trim() || fallback;

/** One item in `locale`, or null when it is hidden or leads nowhere in that language. */
function resolveItem(item: ItemSource, locale: Locale): NavItem | null {
  if (item.hidden) return null;
  if (item.linkType === "page") {
    const page = item.pages?.find((candidate) => candidate?.language === locale && candidate.slug);
    if (!page?.slug) return null;
    const path = `/${page.slug}`;
    return { key: path, path, label: labelIn(item.label, locale, page.title ?? page.slug) };
  }
  const route = item.routeKey ? menuRoute(item.routeKey) : undefined;
  if (!route) return null;
  return {
    key: route.path,
    path: route.path,
    label: labelIn(item.label, locale, PAGE_KEY_LABELS[route.pageKey][locale]),
  };
}

/** The visible items, each path once (a page listed twice shows once). */
function resolveItems(items: readonly ItemSource[], locale: Locale): NavItem[] {
  const visible: NavItem[] = [];
  for (const item of items) {
    const resolved = resolveItem(item, locale);
    if (resolved && !visible.some((other) => other.path === resolved.path)) visible.push(resolved);
  }
  return visible;
}

/** Builds the header's and the footer's menus in `locale` from the menus document (or the default). */
export function buildMenus(source: MenusSource | null | undefined, locale: Locale): SiteMenus {
  const groups = (source ?? defaultMenus()).groups ?? [];
  const header: NavGroup[] = [];
  const footer: NavGroup[] = [];
  const seen = new Set<NavGroupKey>();
  for (const group of groups) {
    if (!isGroupKey(group.group) || seen.has(group.group) || group.hidden) continue;
    seen.add(group.group);
    const id = group.group;
    const label = labelIn(group.label, locale, NAV_GROUP_LABELS[id][locale]);
    const items = group.items ?? [];
    const children = resolveItems(items, locale);
    const first = children[0];
    if (first) header.push({ id, label, path: first.path, children });
    const columnLinks = resolveItems([...items, ...(group.footerItems ?? [])], locale);
    const firstColumnLink = columnLinks[0];
    if (firstColumnLink) footer.push({ id, label, path: firstColumnLink.path, children: columnLinks });
  }
  return { header, footer };
}
