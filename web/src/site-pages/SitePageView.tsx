import { documentPath } from "@wafer/schemas/paths";
import { CmsSections } from "@/blocks/Sections";
import { PageHero, PageMain } from "@/components/page/Page";
import type { Locale } from "@/i18n/config";
import { Breadcrumbs } from "@/metadata/JsonLd";
import type { SitePage } from "./content";

/**
 * An editor's page: its hero (title, introduction, picture), its blocks in order
 * (web/src/blocks/Sections.tsx), and its breadcrumb, Home › the page, for search engines.
 */
export function SitePageView({ locale, page }: { locale: Locale; page: SitePage }) {
  return (
    <>
      <Breadcrumbs
        locale={locale}
        trail={[[page.title, documentPath({ _type: "sitePage", slug: page.slug }, locale)]]}
      />
      <PageMain>
        <PageHero copy={{ title: page.title, intro: page.intro, heroImage: page.heroImage }} />
        <CmsSections sections={page.sections} />
      </PageMain>
    </>
  );
}
