import items from "./items.module.css";
import frame from "./page.module.css";
import table from "./table.module.css";

/**
 * The class names of the page layer, from its three style sheets: the frame (hero, sections,
 * calls to action), the items sections list (figures, cards, milestones, contact cards) and
 * the specification tables. One object, so templates and blocks need not know which sheet holds a class.
 */
export const pageStyles = { ...frame, ...items, ...table };
