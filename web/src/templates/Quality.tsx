import { CmsSection } from "@/blocks/Sections";
import { CertificateList } from "@/catalogue/CertificateList";
import { certificates, declarations } from "@/catalogue/content";
import { DeclarationList } from "@/catalogue/DeclarationList";
import { catalogueMessages } from "@/catalogue/messages";
import { pageCopy } from "@/company/content";
import { PageHero, PageMain, Section } from "@/components/page/Page";
import type { Locale } from "@/i18n/config";

/**
 * Quality: the editors' sections, with the certificate documents in the section keyed
 * "certificates" (or after the sections while the copy has none), then the quality contacts the
 * copy names, and the compliance declarations to download (资料下载, issue 45).
 */
export async function QualityTemplate({ locale }: { locale: Locale }) {
  const [copy, list, downloads] = await Promise.all([
    pageCopy(locale, "quality"),
    certificates(locale),
    declarations(locale),
  ]);
  const sections = copy.sections ?? [];
  const placed = sections.some((item) => item.key === "certificates");
  const t = catalogueMessages(locale);
  return (
    <PageMain>
      <PageHero copy={copy} />
      {sections.map((item, index) => (
        <CmsSection key={item._key} section={item} tone={index % 2 ? "alt" : "plain"}>
          {item.key === "certificates" ? <CertificateList locale={locale} certificates={list} /> : null}
        </CmsSection>
      ))}
      {!placed && list.length ? (
        <Section heading={t.certificates} id="certificates" tone="alt">
          <CertificateList locale={locale} certificates={list} />
        </Section>
      ) : null}
      {downloads.length ? (
        <Section heading={t.declarations} id="downloads" tone={sections.length % 2 ? "plain" : "alt"}>
          <DeclarationList locale={locale} declarations={downloads} />
        </Section>
      ) : null}
    </PageMain>
  );
}
