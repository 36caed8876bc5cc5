import type { ReactNode } from "react";
import { CmsSections } from "@/blocks/Sections";
import { type PageCopy, pageCopy, section, siteContact } from "@/company/content";
import type { PageKey } from "@/company/keys";
import { companyLabels, contactLabels } from "@/company/labels";
import { ContactBlock, CtaLink, PageHero, PageMain, Section, pageStyles as styles } from "@/components/page/Page";
import { type Locale, localePath } from "@/i18n/config";
import { LatestNews } from "./LatestNews";

export async function StandardTemplate({ locale, pageKey }: { locale: Locale; pageKey: PageKey }) {
  const copy = await pageCopy(locale, pageKey);
  return <StandardBody copy={copy} />;
}

export function StandardBody({ copy, children }: { copy: PageCopy; children?: ReactNode }) {
  return (
    <PageMain>
      <PageHero copy={copy} />
      <CmsSections sections={copy.sections} />
      {children}
    </PageMain>
  );
}

/** Investor relations and ESG: not published yet, but the contact details and news are. */
export async function StayTunedTemplate({ locale, pageKey }: { locale: Locale; pageKey: PageKey }) {
  const [copy, contact] = await Promise.all([pageCopy(locale, pageKey), siteContact(locale)]);
  // The editors' "coming soon" section, when written, replaces the built-in notice.
  const soon = section(copy, "coming-soon");
  return (
    <PageMain>
      <PageHero copy={copy} />
      <Section
        heading={soon?.heading ?? companyLabels(locale).stayTuned}
        subheading={soon?.subheading}
        body={soon?.body}
        id="stay-tuned"
      >
        {soon?.body?.length ? null : <p className={styles.cardText}>{companyLabels(locale).stayTunedText}</p>}
        <ContactBlock contact={contact} labels={contactLabels(locale)} />
      </Section>
      <CmsSections sections={copy.sections} skip={["coming-soon"]} />
      <LatestNews locale={locale} tone="alt" />
    </PageMain>
  );
}

/** Company profile: the document's sections with the history from timeline events. */

export async function EirformIndexTemplate({ locale }: { locale: Locale }) {
  const copy = await pageCopy(locale, "eirformIndex");
  return (
    <StandardBody copy={copy}>
      <Section heading={companyLabels(locale).requestForm} id="request" tone="deep">
        <p>{companyLabels(locale).requestText}</p>
        <div className={styles.heroActions}>
          <CtaLink
            link={{ label: companyLabels(locale).requestForm, href: localePath(locale, "/eirform") }}
            variant="light"
          />
        </div>
      </Section>
    </StandardBody>
  );
}
