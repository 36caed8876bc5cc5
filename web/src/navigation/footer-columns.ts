import { NAVIGATION, type NavGroup, type NavItem } from "./tree";

// The footer's columns: each menu group's pages, and under a group whose menu has a single page
// (产品与服务, 研发技术, 投资者关系, ESG) the pages a visitor of that column looks for next, so no
// column's only link repeats its heading (issue 33). The header's menus stay as the route table
// makes them. (Browser code: page keys only, no label table; the footer's words come from the shell.)

const RELATED: Partial<Record<NavGroup["id"], NavItem[]>> = {
  product: [
    { id: "eirformIndex", path: "/eirformIndex" },
    { id: "quality", path: "/quality" },
  ],
  research: [
    { id: "quality", path: "/quality" },
    { id: "news", path: "/news" },
  ],
  investor: [
    { id: "news", path: "/news" },
    { id: "contacts", path: "/contacts" },
  ],
  esg: [
    { id: "safety", path: "/safety" },
    { id: "quality", path: "/quality" },
    { id: "supplier", path: "/supplier" },
  ],
};

export const FOOTER_COLUMNS: readonly NavGroup[] = NAVIGATION.map((group) => {
  const related = (RELATED[group.id] ?? []).filter((item) => !group.children.some((child) => child.path === item.path));
  return { ...group, children: [...group.children, ...related] };
});
