import { type LegalDocument, legalDocument } from "@/company/content";
import { LEGAL_KIND_LABELS, type LegalKind } from "@/company/keys";
import { companyLabels } from "@/company/labels";
import { PageHero, PageMain, pageStyles as styles } from "@/components/page/Page";
import { RichText } from "@/components/portable-text/RichText";
import type { Locale } from "@/i18n/config";
import { colon, formatDate } from "@/i18n/format";

export async function LegalTemplate({ locale, kind }: { locale: Locale; kind: LegalKind }) {
  const doc: LegalDocument | null = await legalDocument(locale, kind);
  const title = doc?.title ?? LEGAL_KIND_LABELS[kind][locale];
  return (
    <PageMain>
      <PageHero copy={{ title }} />
      <section className={`${styles.section} ${styles.plain}`} aria-label={title}>
        <div className={styles.container}>
          {doc?.effectiveDate ? (
            <p className={styles.factText}>
              {companyLabels(locale).effective}
              {colon(locale)}
              <time dateTime={doc.effectiveDate}>{formatDate(doc.effectiveDate, locale)}</time>
              {doc.version ? ` · ${companyLabels(locale).version} ${doc.version}` : null}
            </p>
          ) : null}
          {doc?.body?.length ? <RichText value={doc.body} /> : <p>{companyLabels(locale).legalMissing}</p>}
        </div>
      </section>
    </PageMain>
  );
}
