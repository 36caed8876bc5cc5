import { datasheetResponse } from "@/catalogue/routes";

// A product's datasheet as a PDF in the URL's language: /product/<slug>/datasheet (catalogue/routes.tsx).
export function GET(_request: Request, context: { params: Promise<{ locale: string; slug: string }> }) {
  return datasheetResponse(context);
}
