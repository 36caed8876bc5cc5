import "server-only";
import type {
  CERTIFICATES_QUERY_RESULT,
  DECLARATIONS_QUERY_RESULT,
  PRODUCT_DETAIL_QUERY_RESULT,
} from "@wafer/schemas/types";
import { CERTIFICATES_QUERY, DECLARATIONS_QUERY, PRODUCT_DETAIL_QUERY, PRODUCTS_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { listTag } from "@/content/tags";
import type { Locale } from "@/i18n/config";

export type ProductDetail = NonNullable<PRODUCT_DETAIL_QUERY_RESULT>;
export type Certificate = CERTIFICATES_QUERY_RESULT[number];
export type Declaration = DECLARATIONS_QUERY_RESULT[number];

/** One product in a locale by its slug, with its certificates; null when no product has the slug. */
export function productDetail(locale: Locale, slug: string): Promise<ProductDetail | null> {
  return contentSource().fetch({ query: PRODUCT_DETAIL_QUERY, params: { locale, slug }, tags: [listTag("product")] });
}

/** The slugs of every product (the same in both languages: a product is one document). */
export async function productSlugs(): Promise<string[]> {
  const list = await contentSource().fetch({
    query: PRODUCTS_QUERY,
    params: { locale: "zh" },
    tags: [listTag("product")],
  });
  return (list ?? []).map((product) => product.slug).filter((slug): slug is string => !!slug);
}

/** Every certificate in a locale, in the editors' order. */
export async function certificates(locale: Locale): Promise<Certificate[]> {
  return (
    (await contentSource().fetch({ query: CERTIFICATES_QUERY, params: { locale }, tags: [listTag("certificate")] })) ??
    []
  );
}

/** Every compliance declaration in a locale, in the editors' order (a declaration's publish revalidates /quality by its list tag). */
export async function declarations(locale: Locale): Promise<Declaration[]> {
  return (
    (await contentSource().fetch({ query: DECLARATIONS_QUERY, params: { locale }, tags: [listTag("declaration")] })) ??
    []
  );
}
