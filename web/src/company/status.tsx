import "server-only";
import { PageHero, PageMain, pageStyles as styles } from "@/components/page/Page";
import { lastRevalidation } from "@/content/revalidation-log";
import { contentSource } from "@/content/source";
import type { Locale } from "@/i18n/config";

const TEXT = {
  zh: {
    title: "站点状态",
    version: "版本",
    commit: "提交",
    mode: "内容来源",
    modes: { embedded: "内置数据集", sanity: "Sanity 内容平台" },
    revalidated: "最近一次内容刷新",
    never: "尚未刷新",
    document: "刷新的文档",
    tags: "刷新的标签",
    unknown: "未知",
  },
  en: {
    title: "Site status",
    version: "Version",
    commit: "Commit",
    mode: "Content source",
    modes: { embedded: "Embedded dataset", sanity: "Sanity content platform" },
    revalidated: "Last content revalidation",
    never: "None recorded",
    document: "Revalidated document",
    tags: "Revalidated tags",
    unknown: "unknown",
  },
} as const;

export async function StatusTemplate({ locale }: { locale: Locale }) {
  const text = TEXT[locale];
  const last = await lastRevalidation();
  const mode = contentSource().mode;
  const rows: [string, string][] = [
    [text.version, process.env.NEXT_PUBLIC_BUILD_VERSION || text.unknown],
    [text.commit, process.env.NEXT_PUBLIC_BUILD_COMMIT || text.unknown],
    [text.mode, `${text.modes[mode]} (${mode})`],
    [text.revalidated, last ? last.at : text.never],
  ];
  if (last?.document) rows.push([text.document, last.document]);
  if (last) rows.push([text.tags, last.tags.join(", ")]);
  return (
    <PageMain>
      <PageHero copy={{ title: text.title }} />
      <section className={`${styles.section} ${styles.plain}`} aria-label={text.title}>
        <div className={styles.container}>
          <dl className={styles.contactList} data-testid="status">
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </PageMain>
  );
}
