import { documentPath } from "@wafer/schemas/paths";
import { type Locale, localePath } from "@/i18n/config";

// The catalogue's URLs, in one place: pages, PDFs and the quote request with its product filled in.

export const productPath = (locale: Locale, slug: string) => documentPath({ _type: "product", slug }, locale);
export const datasheetPath = (locale: Locale, slug: string) => `${productPath(locale, slug)}/datasheet`;
export const certificatePath = (locale: Locale, id: string) =>
  localePath(locale, `/certificates/${id.replace(/^certificate-/, "")}`);
export const certificateId = (segment: string) => `certificate-${segment}`;

/** The inquiry form with the product's diameter and type chosen (forms/prefill.ts reads them). */
export const quotePath = (locale: Locale, product: { diameter: string; waferType: string }) =>
  `${localePath(locale, "/eirform")}?diameter=${encodeURIComponent(product.diameter)}&type=${encodeURIComponent(product.waferType)}`;
