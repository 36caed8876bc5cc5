import "server-only";
import { config } from "@/config/env";
import { JOB_APPLICATION_QUERY, NOTIFICATION_RECIPIENTS_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { chinaDate } from "@/i18n/format";
import type { FormKind } from "../schemas";

export interface OpenJob {
  title: string;
  slug: string;
  language: string;
}

/**
 * The post `slug` in `locale` (or its other language when it has only that one) while it takes
 * applications; null when no post has the slug or when it, or any version linked to it, is closed.
 * The application page and the form endpoint both ask this, so they refuse the same posts.
 */
export async function findOpenJob(slug: string, locale: string): Promise<OpenJob | null> {
  const job = await contentSource().fetch({
    query: JOB_APPLICATION_QUERY,
    params: { slug, locale, today: chinaDate(new Date()) },
    tags: ["job"],
  });
  return job?.open ? { title: job.title, slug: job.slug, language: job.language } : null;
}

const ENV_RECIPIENTS: Record<FormKind, "NOTIFY_MESSAGE_TO" | "NOTIFY_APPLICATION_TO" | "NOTIFY_INQUIRY_TO"> = {
  message: "NOTIFY_MESSAGE_TO",
  application: "NOTIFY_APPLICATION_TO",
  inquiry: "NOTIFY_INQUIRY_TO",
};

/** Recipients per form type: site settings first, then NOTIFY_<TYPE>_TO, then NOTIFY_TO. */
export async function notificationRecipients(kind: FormKind): Promise<string[]> {
  try {
    const settings = await contentSource().fetch({
      query: NOTIFICATION_RECIPIENTS_QUERY,
      tags: ["siteSettings"],
    });
    const fromSettings = (settings?.[kind] ?? []).filter((s) => typeof s === "string" && s.includes("@"));
    if (fromSettings.length > 0) return fromSettings;
  } catch {
    // The content backend being down must not stop mail: fall back to the environment.
  }
  const fromEnv = config()[ENV_RECIPIENTS[kind]] ?? [];
  return fromEnv.length > 0 ? fromEnv : (config().NOTIFY_TO ?? []);
}
