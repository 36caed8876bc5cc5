// Sanity's Presentation tool adds a document field action whose tooltip is an English template,
// `Open in ${tool title}` (sanity 6.16 `presentation/openInStructure`; it has no i18n key), so the
// Chinese studio showed "Open in 内容 Content" (issue 29, item 11). Field actions are composed
// through the documented `document.unstable_fieldActions` option: this wraps that one action and
// gives it a bilingual title like the studio's tools; what it does and when it shows stay Sanity's.
// studio/field-actions.test.ts fails if Sanity renames the action (the wrapper would silently
// stop applying); the editor's journey checks the tooltip in Chromium.
import type { DocumentFieldAction } from "sanity";

/** The name Sanity's Presentation tool gives its "open in the structure tool" action. */
export const OPEN_IN_STRUCTURE = "presentation/openInStructure";

/** What the action reads in this studio: the structure tool is titled "内容 Content". */
export const OPEN_IN_CONTENT_TITLE = "在 内容 Content 中打开";

/** One wrapper per wrapped action, so the studio sees the same hook on every resolve. */
const wrapped = new WeakMap<DocumentFieldAction, DocumentFieldAction>();

function withChineseTitle(action: DocumentFieldAction): DocumentFieldAction {
  const known = wrapped.get(action);
  if (known) return known;
  const titled: DocumentFieldAction = {
    name: action.name,
    useAction(props) {
      const item = action.useAction(props);
      return item.type === "action" ? { ...item, title: OPEN_IN_CONTENT_TITLE } : item;
    },
  };
  wrapped.set(action, titled);
  return titled;
}

/** The field actions with Presentation's English one titled in Chinese. */
export function localizeFieldActions(actions: DocumentFieldAction[]): DocumentFieldAction[] {
  return actions.map((action) => (action.name === OPEN_IN_STRUCTURE ? withChineseTitle(action) : action));
}
