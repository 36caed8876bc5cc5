import type { Metadata } from "next";
import type { ReactNode } from "react";
import { type Locale, routeLocale } from "@/i18n/config";
import { NotFoundPage } from "@/route-kit/NotFoundPage";
import { notFoundMetadata } from "@/route-kit/not-found-metadata";

type Params<T = object> = { params: Promise<{ locale: string } & T> };

/**
 * The route of one document by its slug (`/jobs/<slug>`, `/news/<slug>`): the slugs prerendered
 * per locale, the metadata, and the page, or the 404 page in the server's HTML
 * (web/src/route-kit/NotFoundPage.tsx) when the slug names nothing in that locale.
 */
export function slugRoute<T>(route: {
  slugs: (locale: Locale) => Promise<string[]>;
  load: (locale: Locale, slug: string) => Promise<T | null>;
  metadata: (locale: Locale, slug: string) => Promise<Metadata>;
  render: (locale: Locale, item: T) => ReactNode;
}) {
  // Next hands the segment over as written in the URL: a Chinese slug arrives percent-encoded.
  const slug = async (params: Params<{ slug: string }>["params"]) => decodeURIComponent((await params).slug);
  return {
    async generateStaticParams({ params }: Params) {
      const slugs = await route.slugs(await routeLocale(params));
      return [...new Set(slugs)].map((slug) => ({ slug }));
    },
    async generateMetadata({ params }: Params<{ slug: string }>): Promise<Metadata> {
      const [locale, name] = [await routeLocale(params), await slug(params)];
      // No such document: the 404 page's head (its view is the page's, below).
      if (!(await route.load(locale, name))) return notFoundMetadata(locale);
      return route.metadata(locale, name);
    },
    async Page({ params }: Params<{ slug: string }>) {
      const locale = await routeLocale(params);
      const item = await route.load(locale, await slug(params));
      return item ? route.render(locale, item) : <NotFoundPage locale={locale} />;
    },
  };
}
