import { routeLocale } from "@/i18n/config";
import { NotFoundPage } from "@/seo/NotFoundPage";

// Every path no route claims ends here: the 404 page inside the locale layout (header, footer, the
// visitor's language), rendered on the server (web/src/seo/NotFoundPage.tsx says how).

export function generateStaticParams() {
  // Cache Components needs at least one entry; real unknown paths render on first request.
  return [{ rest: ["404"] }];
}

export default async function UnknownPath({ params }: { params: Promise<{ locale: string }> }) {
  return <NotFoundPage locale={await routeLocale(params)} />;
}
