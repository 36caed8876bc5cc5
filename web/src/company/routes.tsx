import type { Metadata } from "next";
import type { ComponentType } from "react";
import type { Locale } from "@/i18n/config";
import { routeLocale } from "@/i18n/config";
import { PageStructuredData } from "@/seo/StructuredData";
import { legalDocument, pageContent } from "./content";
import type { LegalKind, PageKey } from "./keys";
import { LEGAL_KIND_LABELS } from "./keys";
import { companyMetadata } from "./metadata";
import { LegalTemplate, StandardTemplate } from "./templates";

// Route files under app/[locale]/ are one line each: they take a page and its metadata from here.

type RouteProps = { params: Promise<{ locale: string }> };

/** A company page fed by the page document `pageKey`, rendered by `Template` (or generically). */
export function companyRoute(pageKey: PageKey, path: string, Template?: ComponentType<{ locale: Locale }>) {
  async function Page({ params }: RouteProps) {
    const locale = await routeLocale(params);
    return (
      <>
        <PageStructuredData locale={locale} path={path} />
        {Template ? <Template locale={locale} /> : <StandardTemplate locale={locale} pageKey={pageKey} />}
      </>
    );
  }
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const locale = await routeLocale(params);
    const { copy, site } = await pageContent(locale, pageKey);
    return companyMetadata(locale, path, copy.title, copy.seoDescription || copy.intro, site);
  }
  return { Page, generateMetadata };
}

/** /policy, /term, /disclaimers from the legal documents. */
export function legalRoute(kind: LegalKind, path: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route module, at import time
  async function Page({ params }: RouteProps) {
    const locale = await routeLocale(params);
    return <LegalTemplate locale={locale} kind={kind} />;
  }
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const locale = await routeLocale(params);
    const doc = await legalDocument(locale, kind);
    return companyMetadata(locale, path, doc?.title ?? LEGAL_KIND_LABELS[kind][locale]);
  }
  return { Page, generateMetadata };
}
