import type { Dictionary } from "@/i18n/dictionaries/zh";

// The site navigation (spec §2), defined once: the header, the mobile navigation and the footer all
// render this tree. Paths are locale-free; `localizePath` adds `/en` where needed.

export type NavGroupId = keyof Dictionary["nav"]["groups"];
export type NavItemId = keyof Dictionary["nav"]["items"];

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

export const NAVIGATION: readonly NavGroup[] = [
  { id: "product", path: "/product", children: [{ id: "product", path: "/product" }] },
  { id: "research", path: "/research", children: [{ id: "research", path: "/research" }] },
  { id: "investor", path: "/investor", children: [{ id: "investor", path: "/investor", comingSoon: true }] },
  {
    id: "news",
    path: "/news",
    children: [
      { id: "news", path: "/news" },
      { id: "contacts", path: "/contacts" },
    ],
  },
  { id: "esg", path: "/esg", children: [{ id: "esg", path: "/esg", comingSoon: true }] },
  {
    id: "talent",
    path: "/join",
    children: [
      { id: "join", path: "/join" },
      { id: "recruit", path: "/recruit" },
      { id: "training", path: "/TrainingAndDevelopment" },
      { id: "life", path: "/life" },
      { id: "society", path: "/societysort" },
      { id: "campus", path: "/campussort" },
    ],
  },
  {
    id: "about",
    path: "/about",
    children: [
      { id: "about", path: "/about" },
      { id: "makespeech", path: "/makespeech" },
      { id: "senseworth", path: "/senseworth" },
      { id: "team", path: "/team" },
      { id: "quality", path: "/quality" },
      { id: "supplier", path: "/supplier" },
      { id: "safety", path: "/safety" },
      { id: "contact", path: "/contact" },
      { id: "message", path: "/message" },
    ],
  },
];

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

/** Routes whose hero runs under a transparent header (spec §2). Every other route gets a solid header. */
export const TRANSPARENT_HEADER_PATHS: readonly string[] = ["/", "/about", "/makespeech", "/product", "/advanced"];

export function hasTransparentHeader(path: string): boolean {
  const clean = path.split(/[?#]/)[0]?.replace(/(.)\/+$/, "$1") || "/";
  return TRANSPARENT_HEADER_PATHS.includes(clean);
}
