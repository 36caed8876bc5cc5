import { absoluteUrl, siteUrl } from "@/config/site-url";
import { ORGANIZATION_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { stegaCleanDeep } from "@/content/stega";
import { type Locale, localePath } from "@/i18n/config";
import { getDictionary } from "@/i18n/dictionary";
import { breadcrumbJsonLd, type OrganizationFacts, serializeJsonLd } from "./structured-data";

// Server components that put structured data into a page, and the content they are built from.

/** One `<script type="application/ld+json">`: data, never executed (allowed by the site's CSP). */
export function JsonLd({ data }: { data: unknown }) {
  if (!data) return null;
  // Without stega characters (drafts carry them, content/stega.ts).
  const json = serializeJsonLd(stegaCleanDeep(data));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our builders, `<` escaped by serializeJsonLd
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

type Localized = { zh?: string | null; en?: string | null } | string | null | undefined;
const text = (value: Localized, locale: Locale) =>
  typeof value === "string" ? value : (locale === "en" && value?.en) || value?.zh || "";

/** The company from site settings, in the page's language where a field has one. */
export async function organizationFacts(locale: Locale): Promise<OrganizationFacts> {
  const settings = await contentSource().fetch({ query: ORGANIZATION_QUERY });
  return {
    url: siteUrl(),
    logo: absoluteUrl("/logo.png"),
    name: { zh: settings?.companyName?.zh || "硅晶半导体", en: settings?.companyName?.en },
    shortName: { zh: settings?.companyShortName?.zh || "硅晶半导体", en: settings?.companyShortName?.en },
    description: text(settings?.seoDescription, locale) || null,
    addresses: (settings?.addresses ?? [])
      .map((item) => ({ label: text(item.label, locale), street: text(item.address, locale) }))
      .filter((item) => item.street),
    phones: (settings?.phones ?? [])
      .filter((item) => item.number)
      .map((item) => ({ label: text(item.label, locale), number: item.number as string })),
    emails: (settings?.emails ?? [])
      .filter((item) => item.address)
      .map((item) => ({ label: text(item.label, locale), address: item.address as string })),
  };
}

/** Home › … › this page. `trail` are [name, site path] pairs after the home page. */
export async function Breadcrumbs({ locale, trail }: { locale: Locale; trail: [string, string][] }) {
  const home = (await getDictionary(locale)).header.home;
  return (
    <JsonLd
      data={breadcrumbJsonLd([
        { name: home, url: absoluteUrl(localePath(locale, "/")) },
        ...trail.map(([name, path]) => ({ name, url: absoluteUrl(path) })),
      ])}
    />
  );
}

/**
 * A document's page (a story, a job, a product): what it is (`data`, none for a closed job) and
 * its breadcrumb, Home › its list › itself.
 */
export function DocumentStructuredData({
  locale,
  data,
  trail,
}: {
  locale: Locale;
  data: unknown;
  trail: [string, string][];
}) {
  return (
    <>
      {data ? <JsonLd data={data} /> : null}
      <Breadcrumbs locale={locale} trail={trail} />
    </>
  );
}
