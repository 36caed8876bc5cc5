import { notFound } from "next/navigation";
import { Suspense } from "react";
import { ErrorView } from "@/components/shell/ErrorView";
import styles from "@/components/shell/ErrorView.module.css";
import { DEFAULT_LOCALE, htmlLang, type Locale } from "@/i18n/config";
import { getDictionary } from "@/i18n/dictionary";
import { ServerOnlySignal } from "./ServerOnlySignal";

/*
 * The 404 page as a page, so its text and link are in the HTML the server sends.
 *
 * Next renders a `notFound()` thrown while rendering the page as an empty error document
 * (`<html id="__next_error__">`) that only the browser fills in: React's server renderer has no
 * error boundaries. So the page renders the 404 view itself and then signals "not found" from
 * inside a Suspense boundary: when the route is prerendered (at build or on first request), Next
 * keeps the content outside the boundary and answers with status 404 (app-render's
 * "React can complete a prerender after an HTTP access fallback ... inside a Suspense boundary").
 * In the browser the signal is caught and dropped (ServerOnlySignal): the view is already there.
 * Its title is the route's metadata (not-found-metadata.ts): a `<title>` here would be a second one.
 */
export async function NotFoundPage({ locale }: { locale: Locale }) {
  const { errors } = await getDictionary(locale);
  return (
    <>
      <ErrorView status={404} message={errors.notFound} linkLabel={errors.backHome} />
      <NotFoundStatus />
    </>
  );
}

/**
 * The whole document for a first segment that is no locale (`/apidocs`, `/x/y.php`: paths the
 * proxy does not see, which reach the locale layout as its `locale`). Chinese, the default, with
 * the English sentence under it; no site frame and plain links: the header's prefetching links,
 * resolved under a locale segment that does not exist, would refetch without end.
 */
export async function UnknownLocaleDocument() {
  const [zh, en] = await Promise.all([getDictionary(DEFAULT_LOCALE), getDictionary("en")]);
  return (
    <html lang={htmlLang[DEFAULT_LOCALE]}>
      <body className={`locale-${DEFAULT_LOCALE}`}>
        <title>{`404 | ${zh.errors.notFoundTitle}`}</title>
        <main className={styles.main}>
          <p className={styles.status}>
            <span className="visually-hidden">{zh.errors.statusLabel} </span>
            404
          </p>
          <h1 className={styles.message}>{zh.errors.notFound}</h1>
          <p lang={htmlLang.en}>{en.errors.notFound}</p>
          <div className={styles.actions}>
            <a href="/" className={styles.home}>
              {zh.errors.backHome}
            </a>
            <a href="/en" lang={htmlLang.en} className={styles.home}>
              {en.errors.backHome}
            </a>
          </div>
        </main>
        <NotFoundStatus />
      </body>
    </html>
  );
}

/** Status 404 for the server's answer; nothing in the browser. */
function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <ServerOnlySignal>
        <NotFoundSignal />
      </ServerOnlySignal>
    </Suspense>
  );
}

async function NotFoundSignal(): Promise<never> {
  // After a tick, so the content above is complete before the signal is thrown.
  await Promise.resolve();
  notFound();
}
