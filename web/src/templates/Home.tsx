import { CmsSection, CmsSections } from "@/blocks/Sections";
import { catalogueMessages } from "@/catalogue/messages";
import { productPath } from "@/catalogue/paths";
import { pageCopy, products, section } from "@/company/content";
import { WAFER_TYPE_LABELS, type WaferType } from "@/company/keys";
import { companyLabels } from "@/company/labels";
import { IntentLink } from "@/components/IntentLink";
import { CtaLink, PageHero, PageMain, Section, pageStyles as styles } from "@/components/page/Page";
import { type Locale, localePath } from "@/i18n/config";
import { LatestNews } from "./LatestNews";
import { ProductCard } from "./ProductCard";

export async function HomeTemplate({ locale }: { locale: Locale }) {
  const [copy, range] = await Promise.all([pageCopy(locale, "home"), products(locale)]);
  const capacity = section(copy, "capacity");
  const productsSection = section(copy, "products");
  const news = section(copy, "news");
  const careers = section(copy, "careers");
  const types = [...new Set(range.map((product) => product.waferType))];
  const shownTypes = types.length ? types : (Object.keys(WAFER_TYPE_LABELS) as WaferType[]);
  return (
    <PageMain>
      {/* The eyebrow says what the company makes and for whom, not the page's name ("首页"). */}
      <PageHero copy={copy} eyebrow={companyLabels(locale).heroEyebrow}>
        <div className={styles.heroActions}>
          <CtaLink link={{ label: companyLabels(locale).products, href: localePath(locale, "/product") }} />
          <CtaLink link={{ label: companyLabels(locale).careers, href: localePath(locale, "/join") }} variant="light" />
        </div>
      </PageHero>
      {capacity ? <CmsSection section={capacity} tone="deep" /> : null}
      <Section
        heading={productsSection?.heading ?? companyLabels(locale).products}
        subheading={productsSection?.subheading}
        body={productsSection?.body}
        tone="alt"
        id="products"
        link={
          productsSection?.link ?? { label: companyLabels(locale).allProducts, href: localePath(locale, "/product") }
        }
      >
        <ul className={`auto-grid ${styles.cards}`}>
          {shownTypes.map((type) => {
            const sizes = range.filter((product) => product.waferType === type).map((product) => product.diameter);
            const example = range.find((product) => product.waferType === type);
            return (
              <ProductCard
                key={type}
                image={example?.image}
                sizes="(min-width: 900px) 300px, 100vw"
                facts={(sizes.length ? sizes : ["200mm", "300mm"]).join(" / ")}
                title={
                  <IntentLink href={`${localePath(locale, "/product")}#${type}`}>
                    {WAFER_TYPE_LABELS[type][locale]}
                  </IntentLink>
                }
              >
                {example?.summary ? <p className={styles.cardText}>{example.summary}</p> : null}
                {/* One click to a product's page, a second to its quote request. */}
                <p className={styles.cardActions}>
                  {range
                    .filter((product) => product.waferType === type && product.slug)
                    .map((product) => (
                      <IntentLink
                        key={product._id}
                        href={productPath(locale, product.slug as string)}
                        className={styles.cardLink}
                        aria-label={catalogueMessages(locale).details(product.name)}
                      >
                        {product.diameter}
                      </IntentLink>
                    ))}
                </p>
              </ProductCard>
            );
          })}
        </ul>
      </Section>
      <CmsSections sections={copy.sections} skip={["capacity", "products", "news", "careers"]} />
      <LatestNews locale={locale} heading={news?.heading} />
      <Section
        heading={careers?.heading ?? companyLabels(locale).careers}
        body={careers?.body}
        tone="deep"
        id="careers"
      >
        {careers?.body ? null : <p>{companyLabels(locale).careersText}</p>}
        <div className={styles.heroActions}>
          <CtaLink link={{ label: companyLabels(locale).joinUs, href: localePath(locale, "/join") }} variant="light" />
          <CtaLink
            link={{ label: companyLabels(locale).openings, href: localePath(locale, "/societysort") }}
            variant="light"
          />
        </div>
      </Section>
    </PageMain>
  );
}

/** Products and services: every wafer, grouped by diameter, with its specification table. */
