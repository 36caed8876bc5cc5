import { CmsSections } from "@/blocks/Sections";
import { CardFigures } from "@/catalogue/CardFigures";
import catalogueStyles from "@/catalogue/catalogue.module.css";
import { Filters } from "@/catalogue/Filters";
import { type Filter, matches } from "@/catalogue/filter";
import { finderMessages } from "@/catalogue/finder-messages";
import { catalogueMessages } from "@/catalogue/messages";
import { productPath, quotePath } from "@/catalogue/paths";
import { cardFigures } from "@/catalogue/screening";
import { pageCopy, products } from "@/company/content";
import { WAFER_TYPE_LABELS } from "@/company/keys";
import { companyLabels } from "@/company/labels";
import { IntentLink } from "@/components/IntentLink";
import { PageHero, PageMain, Section, pageStyles as styles } from "@/components/page/Page";
import { type Locale, localePath } from "@/i18n/config";
import { colon, formatList } from "@/i18n/format";
import { ProductCard } from "./ProductCard";

/**
 * The catalogue: every product, or those matching a filter (/product?d=300&type=epi, rendered by
 * the cached route /product/filter/<key>; catalogue/filter.ts), each card with the figures buyers
 * screen by and a box to pick it for the comparison.
 */
export async function ProductTemplate({ locale, filter = {} }: { locale: Locale; filter?: Filter }) {
  const [copy, all] = await Promise.all([pageCopy(locale, "product"), products(locale)]);
  const range = all.filter((product) => matches(product, filter));
  const finder = finderMessages(locale);
  const diameters = ["300mm", "200mm"] as const;
  // The home page links to a wafer type (#polished…): its first card carries the anchor.
  const anchors = new Map<string, string>();
  for (const diameter of diameters) {
    for (const product of range.filter((item) => item.diameter === diameter)) {
      if (![...anchors.values()].includes(product.waferType)) anchors.set(product._id, product.waferType);
    }
  }
  return (
    <PageMain>
      <PageHero copy={copy} />
      <Section heading={finder.filterHeading} id="finder">
        <Filters locale={locale} filter={filter} count={range.length} />
        <form
          id="compare"
          className={catalogueStyles.compareBar}
          action={localePath(locale, "/product/compare")}
          method="get"
        >
          <span>{finder.compareHelp}</span>
          <button type="submit">{finder.compareSubmit}</button>
        </form>
        {range.length ? null : <p>{finder.noMatch}</p>}
      </Section>
      {diameters.map((diameter, index) => {
        const list = range.filter((product) => product.diameter === diameter);
        if (!list.length) return null;
        return (
          <Section
            key={diameter}
            heading={companyLabels(locale).diameterLine(diameter)}
            tone={index % 2 ? "plain" : "alt"}
            id={`d${diameter}`}
          >
            <ul className={`auto-grid ${styles.cards} ${styles.productCards}`}>
              {list.map((product) => (
                <ProductCard
                  key={product._id}
                  id={anchors.get(product._id)}
                  image={product.image}
                  sizes="(min-width: 900px) 400px, 100vw"
                  facts={`${diameter} · ${WAFER_TYPE_LABELS[product.waferType][locale]}`}
                  title={
                    product.slug ? (
                      <IntentLink href={productPath(locale, product.slug)}>{product.name}</IntentLink>
                    ) : (
                      product.name
                    )
                  }
                >
                  <p className={styles.cardText}>{product.summary}</p>
                  {product.applications?.length ? (
                    <p className={styles.cardText}>
                      <strong>
                        {companyLabels(locale).applications}
                        {colon(locale)}
                      </strong>
                      {formatList(
                        product.applications.map((item) => item.label),
                        locale,
                      )}
                    </p>
                  ) : null}
                  <CardFigures figures={cardFigures(locale, product.waferType, product.screening)} />
                  {product.slug ? (
                    <label className={catalogueStyles.compareCheck}>
                      <input type="checkbox" name="ids" value={product.slug} form="compare" />
                      <span aria-hidden="true">{finder.compareShort}</span>
                      <span className="visually-hidden">{finder.compareLabel(product.name)}</span>
                    </label>
                  ) : null}
                  <p className={styles.cardActions}>
                    {product.slug ? (
                      <IntentLink href={productPath(locale, product.slug)} className={styles.cardLink}>
                        {catalogueMessages(locale).details(product.name)}
                      </IntentLink>
                    ) : null}
                    <IntentLink href={quotePath(locale, product)} className={styles.cardQuote}>
                      {catalogueMessages(locale).quoteFor(product.name)}
                    </IntentLink>
                  </p>
                </ProductCard>
              ))}
            </ul>
          </Section>
        );
      })}
      <CmsSections sections={copy.sections} />
      <Section
        heading={companyLabels(locale).research}
        tone="deep"
        link={{ label: companyLabels(locale).explore, href: localePath(locale, "/research") }}
      />
    </PageMain>
  );
}

/** Any page whose content is its document's sections (research, quality, join, life…). */
