import type { Metadata, Viewport } from "next";
import { cacheLife } from "next/cache";
import { type ReactNode, Suspense } from "react";
import { PreviewBanner } from "@/components/preview/PreviewBanner";
import { PreviewTools } from "@/components/preview/PreviewTools";
import { CHUNK_RELOAD_SCRIPT } from "@/components/shell/chunk-reload";
import { Footer } from "@/components/shell/Footer";
import { Header } from "@/components/shell/Header";
import { ProgressBar } from "@/components/shell/ProgressBar";
import { ShellProvider } from "@/components/shell/ShellProvider";
import { loadShellSettings } from "@/components/shell/settings";
import { siteUrl } from "@/config/site-url";
import { stegaCleanDeep } from "@/content/stega";
import { VisitCounter } from "@/counter/VisitCounter";
import { htmlLang, isLocale, LOCALES } from "@/i18n/config";
import { getDictionary, shellStrings } from "@/i18n/dictionary";
import { FALLBACK_DESCRIPTION } from "@/metadata/metadata";
import { ogImagePath } from "@/metadata/og-paths";
import { loadMenus } from "@/navigation/load";
import { WeChatShare } from "@/reach/wechat/WeChatShare";
import { UnknownLocaleDocument } from "@/route-kit/NotFoundPage";

// The layout of app/[locale]: the document, the frame every page shares and its default metadata.

type Params = { params: Promise<{ locale: string }> };

/** The copyright year, cached: a prerendered page may not read the clock on every render. */
async function copyrightYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const dictionary = await getDictionary(locale);
  // Drafts carry stega characters (content/stega.ts): never in <title> or link previews.
  const settings = stegaCleanDeep(await loadShellSettings(locale, dictionary.site));
  // The page title carries the company's short name, as the brand is searched for. Pages publish their own links and
  // cards (web/src/metadata/metadata.ts); these are the defaults of the rest (search, forms, errors).
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.companyShortName, template: `%s | ${settings.companyShortName}` },
    description: FALLBACK_DESCRIPTION[locale],
    manifest: `/manifest/${locale}.webmanifest`,
    openGraph: {
      type: "website",
      siteName: settings.companyShortName,
      locale: locale === "zh" ? "zh_CN" : "en_US",
      images: [{ url: ogImagePath(locale, "/"), width: 1200, height: 630 }],
    },
    twitter: { card: "summary_large_image", images: [ogImagePath(locale, "/")] },
  };
}

// Zoom stays allowed (accessibility: readers with low vision enlarge the page): no maximum-scale, no user-scalable=no.
export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
};

/*
 * The frame of every page: header, page body, footer. Pages render their own <main> (the first
 * element a skip link lands in is the #content wrapper). The body carries `locale-zh` or
 * `locale-en` for language-specific typography; both it and <html lang> follow every switch
 * because this layout re-renders with the new locale parameter.
 */
export async function LocaleLayout({ children, params }: Params & { children: ReactNode }) {
  const { locale } = await params;
  // A first segment that is no locale reaches this layout only on paths the proxy does not see
  // (`/apidocs`, `/x/y.php`; the proxy sends `/fr/about` to the Chinese 404). notFound() here would
  // answer with an empty document only JavaScript fills in: this 404 document is in the HTML.
  // (The page below is not shown; its own routeLocale() gives up on the same segment.)
  if (!isLocale(locale)) return <UnknownLocaleDocument />;
  const dictionary = await getDictionary(locale);
  const settings = await loadShellSettings(locale, dictionary.site);
  // The studio's menus, in this language: data for the header and footer, no code of their own.
  const menus = await loadMenus(locale);
  return (
    <html lang={htmlLang[locale]}>
      {/* biome-ignore lint/style/noHeadElement: an App Router root layout writes its <head>; next/head is the Pages Router's */}
      <head>
        {/* First thing in the document: a chunk that fails to load later is caught by it. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own, no user input */}
        <script dangerouslySetInnerHTML={{ __html: CHUNK_RELOAD_SCRIPT }} />
      </head>
      <body className={`locale-${locale}`}>
        <ShellProvider locale={locale} strings={shellStrings(dictionary)} settings={settings}>
          <Suspense fallback={null}>
            <PreviewBanner locale={locale} />
          </Suspense>
          <Suspense fallback={null}>
            <ProgressBar />
          </Suspense>
          <Header menu={menus.header} />
          <div id="content" tabIndex={-1} className="shell-content">
            {children}
          </div>
          <Footer year={await copyrightYear()} columns={menus.footer} />
          <VisitCounter />
          <WeChatShare />
          <Suspense fallback={null}>
            <PreviewTools />
          </Suspense>
        </ShellProvider>
      </body>
    </html>
  );
}
