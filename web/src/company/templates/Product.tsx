import { CmsSections } from "@/blocks/Sections";
import { PageHero, PageMain, Section, SpecTable, pageStyles as styles } from "@/components/page/Page";
import { type Locale, localePath } from "@/i18n/config";
import { colon, formatList } from "@/i18n/format";
import { pageCopy, products } from "../content";
import { WAFER_TYPE_LABELS } from "../keys";
import { companyLabels } from "../labels";
import { ProductCard } from "./ProductCard";

export async function ProductTemplate({ locale }: { locale: Locale }) {
  const [copy, range] = await Promise.all([pageCopy(locale, "product"), products(locale)]);
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
      {diameters.map((diameter, index) => {
        const list = range.filter((product) => product.diameter === diameter);
        if (!list.length) return null;
        return (
          <Section
            key={diameter}
            heading={companyLabels(locale).diameterLine(diameter)}
            tone={index % 2 ? "alt" : "plain"}
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
                  title={product.name}
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
                  {product.specifications?.length ? (
                    <SpecTable
                      caption={`${product.name} · ${companyLabels(locale).specifications}`}
                      rows={product.specifications}
                      headers={[companyLabels(locale).parameter, companyLabels(locale).value]}
                    />
                  ) : null}
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
