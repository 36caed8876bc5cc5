import { WAFER_TYPE_LABELS } from "@/company/keys";
import { IntentLink } from "@/components/IntentLink";
import { CtaLink, PageHero, PageMain, pageStyles, Section, SpecTable } from "@/components/page/Page";
import { LOCALES, type Locale } from "@/i18n/config";
import { CertificateList } from "./CertificateList";
import styles from "./catalogue.module.css";
import type { ProductDetail } from "./content";
import { catalogueMessages } from "./messages";
import { datasheetPath, productPath, quotePath } from "./paths";
import { ScreeningTable } from "./ScreeningTable";
import { screeningFigures, screeningMessages } from "./screening";

/**
 * A product's page, for a buyer qualifying a wafer: what it is, every specification row, the
 * datasheet in both languages, the certificates that cover it, and the quote request with the
 * product already chosen.
 */
export function ProductPage({
  locale,
  product,
  range,
}: {
  locale: Locale;
  product: ProductDetail;
  range: { slug: string | null; name: string; diameter: string; waferType: string }[];
}) {
  const t = catalogueMessages(locale);
  const type = WAFER_TYPE_LABELS[product.waferType][locale];
  const quote = quotePath(locale, product);
  const s = screeningMessages(locale);
  const figures = screeningFigures(locale, product.waferType, product.screening);
  const siblings = range.filter(
    (item) => item.slug && item.slug !== product.slug && item.diameter === product.diameter,
  );
  return (
    <PageMain>
      <PageHero
        copy={{ title: t.breadcrumb, heroTitle: product.name, intro: product.summary, heroImage: product.image }}
      >
        {/* Not in the eyebrow: it is set in capitals, and "300MM" is not a unit. */}
        <p className={styles.heroFacts}>
          {product.diameter} · {type}
        </p>
        <div className={pageStyles.heroActions}>
          <CtaLink link={{ label: t.requestQuote, href: quote }} variant="light" />
          <a className={styles.heroDownload} href={datasheetPath(locale, product.slug)} download>
            {t.datasheet}
          </a>
        </div>
      </PageHero>
      {figures.length ? (
        <Section heading={s.heading} subheading={s.intro} id="screening" tone="alt">
          <ScreeningTable locale={locale} caption={`${product.name} · ${s.heading}`} figures={figures} />
        </Section>
      ) : null}
      <Section heading={t.specifications} id="specifications">
        <div className={styles.specLayout}>
          <SpecTable
            caption={`${product.name} · ${t.specifications}`}
            rows={product.specifications ?? []}
            headers={[t.parameter, t.value]}
          />
          <aside className={styles.aside} aria-label={t.datasheet}>
            <ul className={styles.downloads}>
              {LOCALES.map((language) => (
                <li key={language}>
                  <a
                    href={datasheetPath(language, product.slug)}
                    hrefLang={language === "zh" ? "zh-CN" : "en"}
                    download
                  >
                    {t.datasheetIn(t.languageName[language])}
                  </a>
                </li>
              ))}
            </ul>
            {product.applications?.length ? (
              <>
                <h3 className={styles.asideTitle}>{t.applications}</h3>
                <ul className={`${styles.tags} pills`}>
                  {product.applications.map((item) => (
                    <li key={item._key}>{item.label}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </aside>
        </div>
      </Section>
      {product.certificates?.length ? (
        <Section heading={t.certificates} subheading={t.certificatesIntro} tone="alt" id="certificates">
          <CertificateList locale={locale} certificates={product.certificates} />
        </Section>
      ) : null}
      <Section heading={t.quoteFor(product.name)} tone="deep" id="quote">
        <p>{t.quoteHelp}</p>
        <div className={pageStyles.heroActions}>
          <CtaLink link={{ label: t.requestQuoteLong, href: quote }} variant="light" />
        </div>
      </Section>
      {siblings.length ? (
        <Section heading={t.otherProducts} id="range">
          <ul className={styles.range}>
            {siblings.map((item) => (
              <li key={item.slug}>
                <IntentLink href={productPath(locale, item.slug as string)}>{item.name}</IntentLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </PageMain>
  );
}
