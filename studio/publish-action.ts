// 发布 on a story dated in the future does not put it on the site: the site shows it when its
// 发布时间 comes (schemas/src/rules.ts, isScheduled). Sanity's own toast after publishing says only
// "文档已发布", which an editor reads as "it is live" (issue 29). This wraps the standard publish
// action, as Sanity's docs show for changing a default action: for a future date the button reads
// 定时发布 and, once published, a toast says when the story will appear. Everything else (what
// publishing does, when it is disabled, validation) stays Sanity's.
import { useToast } from "@sanity/ui/toast";
import { isScheduled, minute } from "@wafer/schemas";
import { createElement } from "react";
import type { DocumentActionComponent, DocumentActionProps } from "sanity";

/** The publish date of the version being published (the draft, or the published one). */
function publishedAtOf({ draft, published }: DocumentActionProps): string | undefined {
  const value = (draft ?? published)?.publishedAt;
  return typeof value === "string" ? value : undefined;
}

/** One wrapper per wrapped action, so React sees the same component on every resolve. */
const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

export function withScheduleNotice(publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(publish);
  if (known) return known;
  // biome-ignore lint/correctness/noComponentHookFactories: Sanity's documented way to change a default action wraps it; made once per action (above).
  const SchedulePublish: DocumentActionComponent = (props) => {
    const description = publish(props);
    const toast = useToast();
    const publishedAt = publishedAtOf(props);
    if (!description || !publishedAt || !isScheduled(publishedAt)) return description;
    const at = minute(publishedAt);
    return {
      ...description,
      label: "定时发布",
      title: `到 ${at} 才出现在网站上 Appears on the site at ${at}`,
      onHandle: () => {
        description.onHandle?.();
        toast.push({
          status: "info",
          title: `已定时：将于 ${at} 出现在网站上`,
          description: createElement("span", null, "在此之前，网站上看不到它。改发布时间可提前或推后。"),
          duration: 10_000,
        });
      },
    };
  };
  SchedulePublish.action = publish.action;
  SchedulePublish.displayName = "SchedulePublishAction";
  wrapped.set(publish, SchedulePublish);
  return SchedulePublish;
}
