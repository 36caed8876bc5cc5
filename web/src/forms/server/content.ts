import "server-only";
import { NOTIFICATION_RECIPIENTS_QUERY, OPEN_JOB_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { chinaDate } from "@/i18n/format";
import type { FormKind } from "../schemas";

export interface OpenJob {
  title: string;
  slug: string;
  language: string;
}

export async function findOpenJob(slug: string, locale: string): Promise<OpenJob | null> {
  return contentSource().fetch({
    query: OPEN_JOB_QUERY,
    params: { slug, locale, today: chinaDate(new Date()) },
    tags: ["job"],
  });
}

const ENV_RECIPIENTS: Record<FormKind, string> = {
  message: "NOTIFY_MESSAGE_TO",
  application: "NOTIFY_APPLICATION_TO",
  inquiry: "NOTIFY_INQUIRY_TO",
};

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

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
  const fromEnv = list(process.env[ENV_RECIPIENTS[kind]]);
  return fromEnv.length > 0 ? fromEnv : list(process.env.NOTIFY_TO);
}
