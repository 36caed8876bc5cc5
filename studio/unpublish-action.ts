// 取消发布 in the document's ⋯ menu (issue 41, item 7). Sanity 6.16's own UnpublishAction returns
// nothing in the default (drafts) perspective: it appeared only after clicking the 已发布 chip,
// which switched the whole studio to the published perspective, and after unpublishing there the
// pane showed an empty form and the list had lost the document. This action is offered wherever
// the document is published, in the editor's perspective: `useDocumentOperation`'s `unpublish`
// removes the published version (the site stops showing it; the lake sends the webhook) and
// keeps the content as a draft, so the editor stays on the same document, now 草稿.
import { useState } from "react";
import { type DocumentActionComponent, useDocumentOperation } from "sanity";

const WHY_NOT: Record<string, string> = {
  LIVE_EDIT_ENABLED: "此类文档直接编辑已发布版本，不能取消发布",
  NOT_PUBLISHED: "尚未发布",
  ALREADY_UNPUBLISHED: "已取消发布",
  TARGET_NOT_FOUND: "找不到要取消发布的文档",
};

export const UnpublishAction: DocumentActionComponent = ({ id, type, published, liveEdit }) => {
  const { unpublish } = useDocumentOperation(id, type);
  const [confirming, setConfirming] = useState(false);
  if (!published || liveEdit) return null;
  const disabled = unpublish.disabled;
  return {
    tone: "critical",
    label: "取消发布",
    title: disabled ? (WHY_NOT[disabled] ?? "暂不能取消发布") : "网站不再显示此文档；内容作为草稿保留在此",
    disabled: Boolean(disabled),
    onHandle: () => setConfirming(true),
    dialog: confirming
      ? {
          type: "confirm",
          tone: "critical",
          message: "取消发布后，网站将不再显示此文档。内容会作为草稿保留，您可以随时再次发布。",
          confirmButtonText: "取消发布",
          cancelButtonText: "保留发布",
          onCancel: () => setConfirming(false),
          onConfirm: () => {
            unpublish.execute();
            setConfirming(false);
          },
        }
      : null,
  };
};
UnpublishAction.action = "unpublish";
UnpublishAction.displayName = "UnpublishFromMenuAction";
