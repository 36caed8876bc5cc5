import type { Metadata } from "next";
import { ComparePage } from "@/catalogue/ComparePage";
import { filterFromKey, idsFromKey } from "@/catalogue/filter";
import { finderMessages } from "@/catalogue/finder-messages";
import { products } from "@/company/content";
import { companyMetadata } from "@/company/metadata";
import { routeLocale } from "@/i18n/config";
import { NotFoundPage } from "@/route-kit/NotFoundPage";
import { ProductTemplate } from "@/templates/Product";
import { tableRoute } from "./page-route";

// The catalogue's filtered lists and comparisons (catalogue/filter.ts, decision 0068). The proxy
// rewrites /product?d=… and /product/compare?ids=… here; each key is one of a bounded set, rendered
// once and cached like any page, so the unfiltered /product stays static and nothing renders per request.

type Params<T = object> = { params: Promise<{ locale: string } & T> };

const productList = tableRoute("product");

/** /product/filter/<key>: the catalogue with a filter; its canonical URL is the unfiltered /product. */
export const filterRoute = {
  // One key prerendered (the example buyers share); the others render on first request, then cached.
  generateStaticParams: () => [{ key: "300.epi.all.1-10.all" }],
  // The unfiltered list's title, description and canonical URL: a filtered list is not a page of its own.
  generateMetadata: ({ params }: Params<{ key: string }>) => productList.generateMetadata({ params }),
  async Page({ params }: Params<{ key: string }>) {
    const locale = await routeLocale(params);
    const filter = filterFromKey(decodeURIComponent((await params).key));
    if (!filter) return <NotFoundPage locale={locale} />;
    return <ProductTemplate locale={locale} filter={filter} />;
  },
};

async function chosen(locale: Parameters<typeof products>[0], key: string | null) {
  const ids = key === null ? [] : idsFromKey(key);
  if (ids === null) return null;
  const range = await products(locale);
  const list = ids.map((id) => range.find((product) => product.slug === id));
  return list.every((product) => product !== undefined) ? (list as (typeof range)[number][]) : null;
}

async function compareMetadata(params: Params["params"]): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = finderMessages(locale);
  // Not indexed: a comparison is a buyer's working page; the products' own pages are the ones to find.
  return companyMetadata(locale, "/product/compare", t.compareTitle, t.compareIntro, null, { noindex: true });
}

/** /product/compare: the comparison without products (how to choose them). */
export const compareIndexRoute = {
  generateMetadata: ({ params }: Params) => compareMetadata(params),
  async Page({ params }: Params) {
    return <ComparePage locale={await routeLocale(params)} products={[]} />;
  },
};

/** /product/compare/<a~b~c>: up to three products side by side. */
export const compareRoute = {
  generateStaticParams: () => [{ ids: "300mm-epitaxial~300mm-polished" }],
  generateMetadata: ({ params }: Params<{ ids: string }>) => compareMetadata(params),
  async Page({ params }: Params<{ ids: string }>) {
    const locale = await routeLocale(params);
    const list = await chosen(locale, decodeURIComponent((await params).ids));
    if (!list) return <NotFoundPage locale={locale} />;
    return (
      <ComparePage
        locale={locale}
        products={list.filter((product): product is typeof product & { slug: string } => !!product.slug)}
      />
    );
  },
};
