import { WAFER_TYPE_LABELS } from "@/company/keys";
import { IntentLink } from "@/components/IntentLink";
import { CtaLink, PageHero, PageMain, pageStyles, Section } from "@/components/page/Page";
import tableStyles from "@/components/page/table.module.css";
import { LOCALES, type Locale, localePath } from "@/i18n/config";
import styles from "./catalogue.module.css";
import { type Comparable, compareRows } from "./compare";
import { finderMessages } from "./finder-messages";
import { catalogueMessages } from "./messages";
import { datasheetPath, productPath, quotePath } from "./paths";
import { screeningMessages } from "./screening";

/**
 * Up to three products side by side (/product/compare?ids=…): the screening data and every
 * specification row, rows that differ marked, each product's datasheets and quote a click away.
 * Printable: the site's frame and the links' buttons stay off paper (catalogue.module.css).
 */
export function ComparePage({ locale, products }: { locale: Locale; products: (Comparable & { slug: string })[] }) {
  const t = finderMessages(locale);
  const c = catalogueMessages(locale);
  const rows = compareRows(locale, products);
  const groups = [
    ["screening", screeningMessages(locale).heading],
    ["specification", c.specifications],
  ] as const;
  return (
    <PageMain>
      <PageHero copy={{ title: c.breadcrumb, heroTitle: t.compareTitle, intro: t.compareIntro }} />
      <Section heading={t.compareTitle} id="comparison">
        {products.length ? (
          <>
            <p className={styles.compareLegend}>
              {t.differsLegend} <span className={styles.printHint}>{t.print}</span>
            </p>
            {groups.map(([group, caption]) => (
              // Three products are wider than a phone: a region the keyboard can scroll.
              <section
                key={group}
                className={`${tableStyles.specWrap} ${styles.compareWrap}`}
                aria-label={caption}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
                tabIndex={0}
              >
                <table className={`${tableStyles.spec} ${styles.compare}`} data-group={group}>
                  <caption>{caption}</caption>
                  <thead>
                    <tr>
                      <td />
                      {products.map((product) => (
                        <th scope="col" key={product.slug}>
                          <IntentLink href={productPath(locale, product.slug)}>{product.name}</IntentLink>
                          <span className={styles.compareFacts}>
                            {product.diameter} · {WAFER_TYPE_LABELS[product.waferType as "polished"]?.[locale]}
                          </span>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows
                      .filter((row) => row.group === group)
                      .map((row) => (
                        <tr
                          key={row.label}
                          className={row.differs ? styles.differs : undefined}
                          data-differs={row.differs}
                        >
                          <th scope="row">
                            {row.differs ? (
                              <>
                                <span aria-hidden="true">≠ </span>
                                <span className="visually-hidden">{t.differs}: </span>
                              </>
                            ) : null}
                            {row.label}
                          </th>
                          {row.cells.map((cell, index) => (
                            <td key={products[index]?.slug}>{cell ?? t.missing}</td>
                          ))}
                        </tr>
                      ))}
                    <tr className={styles.compareActions}>
                      <th scope="row">{t.datasheets}</th>
                      {products.map((product) => (
                        <td key={product.slug}>
                          <ul className={styles.downloads}>
                            {LOCALES.map((language) => (
                              <li key={language}>
                                <a
                                  href={datasheetPath(language, product.slug)}
                                  hrefLang={language === "zh" ? "zh-CN" : "en"}
                                  download
                                >
                                  {c.datasheetIn(c.languageName[language])}
                                  <span className="visually-hidden"> · {product.name}</span>
                                </a>
                              </li>
                            ))}
                          </ul>
                          <IntentLink
                            href={quotePath(locale, product)}
                            className={styles.compareQuote}
                            data-quote={product.slug}
                          >
                            {c.quoteFor(product.name)}
                          </IntentLink>
                        </td>
                      ))}
                    </tr>
                  </tbody>
                </table>
              </section>
            ))}
          </>
        ) : (
          <p>{t.compareEmpty}</p>
        )}
        <div className={pageStyles.heroActions}>
          <CtaLink link={{ label: t.backToCatalogue, href: localePath(locale, "/product") }} variant="ghost" />
        </div>
      </Section>
    </PageMain>
  );
}
