import { NOT_FOUND_SEGMENTS } from "@/config/not-found-path";
import { routeLocale } from "@/i18n/config";
import { NotFoundPage } from "@/route-kit/NotFoundPage";
import { notFoundMetadata } from "@/route-kit/not-found-metadata";

// Every path no route claims ends here: the 404 page inside the locale layout (header, footer, the
// visitor's language), rendered on the server (web/src/route-kit/NotFoundPage.tsx says how). The proxy
// sends the URLs it knows no page answers to one path of this route (routing/unknown-paths.ts).

export function generateStaticParams() {
  // The page the proxy answers every unknown URL with (routing/unknown-paths.ts).
  return [{ rest: NOT_FOUND_SEGMENTS }];
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return notFoundMetadata(await routeLocale(params));
}

export default async function UnknownPath({ params }: { params: Promise<{ locale: string }> }) {
  return <NotFoundPage locale={await routeLocale(params)} />;
}
