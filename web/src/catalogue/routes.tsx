import { documentRoute } from "@wafer/schemas/paths";
import { products } from "@/company/content";
import { WAFER_TYPE_LABELS } from "@/company/keys";
import { companyMetadata } from "@/company/metadata";
import { absoluteUrl } from "@/config/site-url";
import { type Locale, localePath, routeLocale } from "@/i18n/config";
import { parseAssetId } from "@/media/image";
import { DocumentStructuredData, organizationFacts } from "@/metadata/JsonLd";
import { productJsonLd } from "@/metadata/structured-data";
import { slugRoute } from "@/route-kit/slug-route";
import { certificates, productDetail, productSlugs } from "./content";
import { catalogueMessages } from "./messages";
import { ProductPage } from "./ProductPage";
import { certificateId, productPath, quotePath } from "./paths";
import { certificatePdf, datasheetPdf } from "./pdf";
import { screeningFigures } from "./screening";

// The catalogue's routes: a product's page (/product/<slug>), its datasheet
// (/product/<slug>/datasheet) and a certificate's summary (/certificates/<name>), each in both
// languages. The route files only name these.

export const productRoute = slugRoute({
  slugs: () => productSlugs(),
  load: productDetail,
  async metadata(locale, slug) {
    const product = await productDetail(locale, slug);
    if (!product) return { title: catalogueMessages(locale).notFound };
    return companyMetadata(
      locale,
      documentRoute({ _type: "product", slug: product.slug }),
      product.name,
      product.summary,
    );
  },
  async render(locale, product) {
    const [range, org] = await Promise.all([products(locale), organizationFacts(locale)]);
    const url = productPath(locale, product.slug);
    const asset = product.image?.asset?._ref ? parseAssetId(product.image.asset._ref) : null;
    return (
      <>
        <DocumentStructuredData
          locale={locale}
          data={productJsonLd(
            {
              url: absoluteUrl(url),
              name: product.name,
              description: product.summary,
              image: asset ? absoluteUrl(`/media/${asset.file}`) : null,
              sku: product.slug,
              category: WAFER_TYPE_LABELS[product.waferType][locale],
              // The screening figures with their numbers and units first, then the free-form rows.
              properties: [
                ...screeningFigures(locale, product.waferType, product.screening).map((figure) => ({
                  name: figure.label,
                  value: figure.value,
                  min: figure.min,
                  max: figure.max,
                  unitCode: figure.unitCode,
                  unitText: figure.unitText,
                })),
                ...(product.specifications ?? []).map((row) => ({ name: row.parameter, value: row.value })),
              ],
              locale,
            },
            org,
          )}
          trail={[
            [catalogueMessages(locale).breadcrumb, localePath(locale, "/product")],
            [product.name, url],
          ]}
        />
        <ProductPage locale={locale} product={product} range={range} />
      </>
    );
  },
});

type Params<T> = { params: Promise<{ locale: string } & T> };

const pdfResponse = (bytes: Buffer, file: string) =>
  new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      // The file name in ASCII for old agents, and as written (RFC 6266) for the rest.
      "content-disposition": `inline; filename="${file.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file)}`,
      "cache-control": "public, max-age=300, stale-while-revalidate=86400",
    },
  });

const notFound = (locale: Locale) =>
  new Response(catalogueMessages(locale).notFound, {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });

/** GET /product/<slug>/datasheet: the product's datasheet in the URL's language. */
export async function datasheetResponse({ params }: Params<{ slug: string }>): Promise<Response> {
  const locale = await routeLocale(params);
  const slug = decodeURIComponent((await params).slug);
  const product = await productDetail(locale, slug);
  if (!product) return notFound(locale);
  const org = await organizationFacts(locale);
  const bytes = await datasheetPdf(
    locale,
    product,
    org,
    {
      page: absoluteUrl(productPath(locale, product.slug)),
      quote: absoluteUrl(quotePath(locale, product)),
    },
    WAFER_TYPE_LABELS[product.waferType][locale],
  );
  return pdfResponse(bytes, `${product.slug}-datasheet-${locale}.pdf`);
}

/** GET /certificates/<name>: a certificate's summary in the URL's language. */
export async function certificateResponse({ params }: Params<{ name: string }>): Promise<Response> {
  const locale = await routeLocale(params);
  const id = certificateId(decodeURIComponent((await params).name));
  const certificate = (await certificates(locale)).find((item) => item._id === id);
  if (!certificate) return notFound(locale);
  const bytes = await certificatePdf(
    locale,
    certificate,
    await organizationFacts(locale),
    `${certificate.validFrom}T00:00:00Z`,
  );
  return pdfResponse(bytes, `${certificate.standard.replace(/\s+/g, "-")}-${certificate.number}-${locale}.pdf`);
}
