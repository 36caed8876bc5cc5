import type { DocumentFieldAction, DocumentFieldActionItem, DocumentFieldActionProps } from "sanity";
import { presentationTool } from "sanity/presentation";
import { describe, expect, it } from "vitest";
import { localizeFieldActions, OPEN_IN_CONTENT_TITLE, OPEN_IN_STRUCTURE } from "./field-actions";

type FieldActionsReducer = (previous: DocumentFieldAction[], context: unknown) => DocumentFieldAction[];

describe("Presentation's field action in Chinese", () => {
  it("finds the action Sanity's Presentation tool adds under the name the wrapper looks for", () => {
    // An upgrade that renames it would leave the English tooltip back without any error.
    const plugin = presentationTool({ previewUrl: "http://localhost:3000" }) as {
      document?: { unstable_fieldActions?: FieldActionsReducer };
    };
    const added = plugin.document?.unstable_fieldActions?.([], {}) ?? [];
    expect(added.map((action) => action.name)).toContain(OPEN_IN_STRUCTURE);
  });

  it("titles that action in Chinese, keeps what it does, and leaves other actions alone", () => {
    const onAction = () => {};
    const english: DocumentFieldAction = {
      name: OPEN_IN_STRUCTURE,
      useAction: () => ({ type: "action", title: "Open in 内容 Content", hidden: false, onAction }),
    };
    const other: DocumentFieldAction = {
      name: "comments",
      useAction: () => ({ type: "action", title: "Add comment", onAction }),
    };
    const [localized, untouched] = localizeFieldActions([english, other]);
    const item = localized?.useAction({} as DocumentFieldActionProps) as DocumentFieldActionItem;
    expect(item).toMatchObject({ title: OPEN_IN_CONTENT_TITLE, hidden: false, onAction });
    expect(untouched).toBe(other);
    // The same wrapper every time the studio resolves its actions.
    expect(localizeFieldActions([english])[0]).toBe(localized);
  });
});
