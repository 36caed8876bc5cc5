import { certificateResponse } from "@/catalogue/routes";

// A certificate's summary as a PDF in the URL's language: /certificates/<name> (catalogue/routes.tsx).
export function GET(_request: Request, context: { params: Promise<{ locale: string; name: string }> }) {
  return certificateResponse(context);
}
