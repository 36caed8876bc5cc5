// A job's two language versions are one job: closing or reopening one and publishing it does the
// same to the other (issue 41, item 1). HR closed the Chinese version of 生产计划专员; the English
// one, still open, kept taking applications.
//
// Why here, in the studio's publish action, and not a hook in the lake: the studio is where HR
// changes the status, and the action works the same against the local lake and a real Sanity
// project (which runs no code of ours on publish). The site does not depend on it: it treats a
// job as closed when any linked version is closed (web/src/recruitment/queries.ts), so a version
// this misses (a publish from a script, a failed request) can only keep a job closed, never
// reopen it.
//
// What it writes: the status of each other version linked by translation metadata, in its
// published document and in its draft (if one is open, so that publishing that draft later does
// not undo it), in one transaction. A version that already has the status is left alone.
import { useToast } from "@sanity/ui/toast";
import { JOB_STATUS_LABELS } from "@wafer/schemas/constants";
import { createElement } from "react";
import type { DocumentActionComponent, DocumentActionProps } from "sanity";
import { useClient } from "sanity";
import { isJobStatus, type JobStatus, keepLinkedJobStatus } from "./job-status-sync";

/** One wrapper per wrapped action, so React sees the same component on every resolve. */
const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

/** The status being published: the draft's (what 发布 publishes), else the published one's. */
const statusOf = ({ draft, published }: DocumentActionProps): JobStatus | undefined => {
  const value = (draft ?? published)?.status;
  return isJobStatus(value) ? value : undefined;
};

/** The publish action of a job, which also gives the job's other language versions its status. */
export function withLinkedJobStatus(publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(publish);
  if (known) return known;
  // biome-ignore lint/correctness/noComponentHookFactories: Sanity's documented way to change a default action wraps it; made once per action (above).
  const PublishJob: DocumentActionComponent = (props) => {
    const description = publish(props);
    const client = useClient({ apiVersion: "2025-10-01" });
    const toast = useToast();
    const status = statusOf(props);
    if (!description || !status) return description;
    return {
      ...description,
      onHandle: () => {
        description.onHandle?.();
        keepLinkedJobStatus(client, props.id, status).then(
          (changed) => {
            if (changed.length === 0) return;
            toast.push({
              status: "info",
              title: `其他语言版本也已设为“${JOB_STATUS_LABELS[status].zh}”`,
              description: createElement(
                "span",
                null,
                "一个职位的中英文版本同时招聘或同时关闭。The other language version now has the same status.",
              ),
              duration: 8_000,
            });
          },
          (error: unknown) =>
            toast.push({
              status: "error",
              title: "其他语言版本的招聘状态未能同步，请打开该版本手动修改并发布",
              description: createElement("span", null, String((error as Error)?.message ?? error)),
              duration: 15_000,
            }),
        );
      },
    };
  };
  PublishJob.action = publish.action;
  PublishJob.displayName = "PublishJobAction";
  wrapped.set(publish, PublishJob);
  return PublishJob;
}
