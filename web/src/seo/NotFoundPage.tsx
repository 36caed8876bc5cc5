import { notFound } from "next/navigation";
import { Suspense } from "react";
import { ErrorView } from "@/components/shell/ErrorView";
import type { Locale } from "@/i18n/config";
import { getDictionary } from "@/i18n/dictionary";

/*
 * The 404 page as a page, so its text and link are in the HTML the server sends.
 *
 * Next renders a `notFound()` thrown while rendering the page as an empty error document
 * (`<html id="__next_error__">`) that only the browser fills in: React's server renderer has no
 * error boundaries. So the page renders the 404 view itself and then signals "not found" from
 * inside a Suspense boundary: when the route is prerendered (at build or on first request), Next
 * keeps the content outside the boundary and answers with status 404 (app-render's
 * "React can complete a prerender after an HTTP access fallback ... inside a Suspense boundary").
 * In the browser the signal reaches the layout's not-found boundary, which shows the same view.
 */
export async function NotFoundPage({ locale }: { locale: Locale }) {
  const { errors } = await getDictionary(locale);
  return (
    <>
      <title>{`404 | ${errors.notFoundTitle}`}</title>
      <ErrorView status={404} message={errors.notFound} linkLabel={errors.backHome} />
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </>
  );
}

async function NotFoundSignal(): Promise<never> {
  // After a tick, so the content above is complete before the signal is thrown.
  await Promise.resolve();
  notFound();
}
