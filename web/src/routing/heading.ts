import "server-only";
import type { SiteRoute } from "@wafer/schemas/routes";
import { legalDocument, pageContent } from "@/company/content";
import { LEGAL_KIND_LABELS } from "@/company/keys";
import { formMessages } from "@/forms/messages";
import type { Locale } from "@/i18n/config";

export interface RouteHeading {
  title: string;
  lead?: string | null;
  /** The page's description for search engines. */
  description?: string | null;
  site?: { shortName?: string | null; description?: string | null } | null;
}

/**
 * A route's title and lead: its page document's (editors change them in the studio), a legal
 * text's, or for the inquiry form, which has no document, the forms' own words.
 */
export async function routeHeading(route: SiteRoute, locale: Locale): Promise<RouteHeading> {
  if (route.pageKey) {
    const { copy, site } = await pageContent(locale, route.pageKey);
    return { title: copy.title, lead: copy.intro, description: copy.seoDescription || copy.intro, site };
  }
  if (route.legalKind) {
    const doc = await legalDocument(locale, route.legalKind);
    return { title: doc?.title ?? LEGAL_KIND_LABELS[route.legalKind][locale] };
  }
  if (route.form === "inquiry") return formMessages(locale).pages.inquiry;
  throw new Error(`Route "${route.key}" has no heading: give it a pageKey in schemas/src/routes.ts`);
}
