import Link from "next/link";
import type { ReactNode } from "react";
import {
  CmsSection,
  CmsSections,
  ContactBlock,
  CtaLink,
  ItemCards,
  PageHero,
  PageMain,
  Section,
  SpecTable,
  pageStyles as styles,
  Timeline,
} from "@/components/page/Page";
import { RichText } from "@/components/portable-text/RichText";
import { type Locale, localePath } from "@/i18n/config";
import { ContentImage } from "@/media/ContentImage";
import { formatDate, newsPage } from "@/news/news";
import {
  formatDay,
  type LegalDocument,
  legalDocument,
  mediaContacts,
  type PageCopy,
  pageCopy,
  products,
  section,
  siteContact,
  team,
  timeline,
} from "./content";
import { LEGAL_KIND_LABELS, type LegalKind, type PageKey, WAFER_TYPE_LABELS, type WaferType } from "./keys";
import { LABELS, label } from "./labels";

const contactLabels = (locale: Locale) => ({
  addresses: label("addresses", locale),
  phones: label("phones", locale),
  emails: label("emails", locale),
});

async function LatestNews({
  locale,
  heading,
  tone = "plain",
}: {
  locale: Locale;
  heading?: string;
  tone?: "plain" | "alt";
}) {
  const { items } = await newsPage(locale, 1);
  return (
    <Section
      heading={heading ?? label("latestNews", locale)}
      tone={tone}
      id="latest-news"
      link={{ label: label("allNews", locale), href: localePath(locale, "/news") }}
    >
      {items.length === 0 ? (
        <p>{label("noNews", locale)}</p>
      ) : (
        <ul className={styles.cards}>
          {items.slice(0, 3).map((item) => (
            <li key={item._id} className={styles.card}>
              <div className={styles.cardBody}>
                <time dateTime={item.publishedAt} className={styles.factText}>
                  {formatDate(item.publishedAt, locale)}
                </time>
                <h3 className={styles.cardTitle}>
                  <Link href={localePath(locale, `/news/${item.slug}`)}>{item.title}</Link>
                </h3>
                {item.excerpt ? <p className={styles.cardText}>{item.excerpt}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The home page: hero, key facts, the product range, the latest news and the way into careers. */
export async function HomeTemplate({ locale }: { locale: Locale }) {
  const [copy, range] = await Promise.all([pageCopy(locale, "home"), products(locale)]);
  const capacity = section(copy, "capacity");
  const productsSection = section(copy, "products");
  const news = section(copy, "news");
  const careers = section(copy, "careers");
  const types = [...new Set(range.map((product) => product.waferType))] as WaferType[];
  const shownTypes = types.length ? types : (Object.keys(WAFER_TYPE_LABELS) as WaferType[]);
  return (
    <PageMain>
      <PageHero copy={copy}>
        <div className={styles.heroActions}>
          <CtaLink link={{ label: label("products", locale), href: localePath(locale, "/product") }} />
          <CtaLink link={{ label: label("careers", locale), href: localePath(locale, "/join") }} variant="light" />
        </div>
      </PageHero>
      {capacity ? <CmsSection section={capacity} tone="deep" /> : null}
      <Section
        heading={productsSection?.heading ?? label("products", locale)}
        subheading={productsSection?.subheading}
        body={productsSection?.body}
        tone="alt"
        id="products"
        link={productsSection?.link ?? { label: label("allProducts", locale), href: localePath(locale, "/product") }}
      >
        <ul className={styles.cards}>
          {shownTypes.map((type) => {
            const sizes = range.filter((product) => product.waferType === type).map((product) => product.diameter);
            const example = range.find((product) => product.waferType === type);
            return (
              <li key={type} className={styles.card}>
                {example?.image?.asset ? (
                  <ContentImage
                    image={example.image}
                    sizes="(min-width: 900px) 300px, 100vw"
                    className={styles.productImage}
                  />
                ) : null}
                <div className={styles.cardBody}>
                  <span className={styles.factText}>{(sizes.length ? sizes : ["200mm", "300mm"]).join(" / ")}</span>
                  <h3 className={styles.cardTitle}>
                    <Link href={`${localePath(locale, "/product")}#${type}`}>{WAFER_TYPE_LABELS[type][locale]}</Link>
                  </h3>
                  {example?.summary ? <p className={styles.cardText}>{example.summary}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <CmsSections sections={copy.sections} skip={["capacity", "products", "news", "careers"]} />
      <LatestNews locale={locale} heading={news?.heading} />
      <Section heading={careers?.heading ?? label("careers", locale)} body={careers?.body} tone="deep" id="careers">
        {careers?.body ? null : <p>{label("careersText", locale)}</p>}
        <div className={styles.heroActions}>
          <CtaLink link={{ label: label("joinUs", locale), href: localePath(locale, "/join") }} variant="light" />
          <CtaLink
            link={{ label: label("openings", locale), href: localePath(locale, "/societysort") }}
            variant="light"
          />
        </div>
      </Section>
    </PageMain>
  );
}

/** Products and services: every wafer, grouped by diameter, with its specification table. */
export async function ProductTemplate({ locale }: { locale: Locale }) {
  const [copy, range] = await Promise.all([pageCopy(locale, "product"), products(locale)]);
  const diameters = ["300mm", "200mm"] as const;
  // The home page links to a wafer type (#polished…): its first card carries the anchor.
  const anchors = new Map<string, string>();
  for (const diameter of diameters) {
    for (const product of range.filter((item) => item.diameter === diameter)) {
      if (![...anchors.values()].includes(product.waferType)) anchors.set(product._id, product.waferType);
    }
  }
  return (
    <PageMain>
      <PageHero copy={copy} />
      {diameters.map((diameter, index) => {
        const list = range.filter((product) => product.diameter === diameter);
        if (!list.length) return null;
        return (
          <Section
            key={diameter}
            heading={LABELS.diameterLine[locale].replace("{d}", diameter)}
            tone={index % 2 ? "alt" : "plain"}
            id={`d${diameter}`}
          >
            <ul className={`${styles.cards} ${styles.productCards}`}>
              {list.map((product) => (
                <li key={product._id} className={styles.card} id={anchors.get(product._id)}>
                  {product.image?.asset ? (
                    <ContentImage
                      image={product.image}
                      sizes="(min-width: 900px) 400px, 100vw"
                      className={styles.productImage}
                    />
                  ) : null}
                  <div className={styles.cardBody}>
                    <span className={styles.factText}>
                      {diameter} · {WAFER_TYPE_LABELS[product.waferType as WaferType]?.[locale] ?? product.waferType}
                    </span>
                    <h3 className={styles.cardTitle}>{product.name}</h3>
                    <p className={styles.cardText}>{product.summary}</p>
                    {product.applications?.length ? (
                      <p className={styles.cardText}>
                        <strong>
                          {label("applications", locale)}
                          {locale === "zh" ? "：" : ": "}
                        </strong>
                        {product.applications.map((item) => item.label).join(locale === "zh" ? "、" : ", ")}
                      </p>
                    ) : null}
                    {product.specifications?.length ? (
                      <SpecTable
                        caption={`${product.name} · ${label("specifications", locale)}`}
                        rows={product.specifications}
                        headers={[label("parameter", locale), label("value", locale)]}
                      />
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </Section>
        );
      })}
      <CmsSections sections={copy.sections} />
      <Section
        heading={label("research", locale)}
        tone="deep"
        link={{ label: label("explore", locale), href: localePath(locale, "/research") }}
      />
    </PageMain>
  );
}

/** Any page whose content is its document's sections (research, quality, join, life…). */
export async function StandardTemplate({ locale, pageKey }: { locale: Locale; pageKey: PageKey }) {
  const copy = await pageCopy(locale, pageKey);
  return <StandardBody copy={copy} />;
}

function StandardBody({ copy, children }: { copy: PageCopy; children?: ReactNode }) {
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
        heading={soon?.heading ?? label("stayTuned", locale)}
        subheading={soon?.subheading}
        body={soon?.body}
        id="stay-tuned"
      >
        {soon?.body?.length ? null : <p className={styles.cardText}>{label("stayTunedText", locale)}</p>}
        <ContactBlock contact={contact} labels={contactLabels(locale)} />
      </Section>
      <CmsSections sections={copy.sections} skip={["coming-soon"]} />
      <LatestNews locale={locale} tone="alt" />
    </PageMain>
  );
}

/** Company profile: the document's sections with the history from timeline events. */
export async function AboutTemplate({ locale }: { locale: Locale }) {
  const [copy, events] = await Promise.all([pageCopy(locale, "about"), timeline(locale)]);
  const history = section(copy, "timeline");
  return (
    <PageMain>
      <PageHero copy={copy} />
      <CmsSections sections={copy.sections} skip={["timeline"]} />
      {events.length ? (
        <Section heading={history?.heading ?? label("history", locale)} subheading={history?.subheading} id="timeline">
          <Timeline
            events={events.map((event) => ({
              _id: event._id,
              year: event.date.slice(0, 4),
              title: event.title,
              text: event.text,
            }))}
          />
        </Section>
      ) : null}
    </PageMain>
  );
}

export async function TeamTemplate({ locale }: { locale: Locale }) {
  const [copy, members] = await Promise.all([pageCopy(locale, "team"), team(locale)]);
  return (
    <StandardBody copy={copy}>
      <Section heading={label("leadership", locale)} id="members" tone="alt">
        <ItemCards
          items={members.map((member) => ({
            _key: member._id,
            title: member.name,
            figure: null,
            subtitle: member.role,
            text: member.biography,
            image: member.photo,
          }))}
          portraits
        />
      </Section>
    </StandardBody>
  );
}

export async function ContactTemplate({ locale }: { locale: Locale }) {
  const [copy, contact] = await Promise.all([pageCopy(locale, "contact"), siteContact(locale)]);
  return (
    <StandardBody copy={copy}>
      <Section
        heading={label("contactDetails", locale)}
        subheading={contact?.companyName}
        id="details"
        link={{ label: label("leaveMessage", locale), href: localePath(locale, "/message") }}
      >
        <ContactBlock contact={contact} labels={contactLabels(locale)} />
      </Section>
    </StandardBody>
  );
}

export async function MediaContactsTemplate({ locale }: { locale: Locale }) {
  const [copy, people] = await Promise.all([pageCopy(locale, "contacts"), mediaContacts(locale)]);
  return (
    <StandardBody copy={copy}>
      <Section heading={label("mediaContacts", locale)} id="people" tone="alt">
        <ul className={styles.contactGrid}>
          {people.map((person) => (
            <li key={person._id} className={styles.contactCard}>
              <h3 className={styles.contactTitle}>{person.name}</h3>
              <dl className={styles.contactList}>
                <div>
                  <dt>{person.role}</dt>
                  {person.region ? <dd>{person.region}</dd> : null}
                </div>
                {person.phone ? (
                  <div>
                    <dt>{label("phones", locale)}</dt>
                    <dd>
                      <a href={`tel:${person.phone.replace(/[^+\d]/g, "")}`}>{person.phone}</a>
                    </dd>
                  </div>
                ) : null}
                {person.email ? (
                  <div>
                    <dt>{label("emails", locale)}</dt>
                    <dd>
                      <a href={`mailto:${person.email}`}>{person.email}</a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      </Section>
    </StandardBody>
  );
}

export async function EirformIndexTemplate({ locale }: { locale: Locale }) {
  const copy = await pageCopy(locale, "eirformIndex");
  return (
    <StandardBody copy={copy}>
      <Section heading={label("requestForm", locale)} id="request" tone="deep">
        <p>{label("requestText", locale)}</p>
        <div className={styles.heroActions}>
          <CtaLink
            link={{ label: label("requestForm", locale), href: localePath(locale, "/eirform") }}
            variant="light"
          />
        </div>
      </Section>
    </StandardBody>
  );
}

export async function LegalTemplate({ locale, kind }: { locale: Locale; kind: LegalKind }) {
  const doc: LegalDocument | null = await legalDocument(locale, kind);
  const title = doc?.title ?? LEGAL_KIND_LABELS[kind][locale];
  return (
    <PageMain>
      <PageHero copy={{ language: locale, title }} />
      <section className={`${styles.section} ${styles.plain}`} aria-label={title}>
        <div className={styles.container}>
          {doc?.effectiveDate ? (
            <p className={styles.factText}>
              {label("effective", locale)}
              {locale === "zh" ? "：" : ": "}
              <time dateTime={doc.effectiveDate}>{formatDay(doc.effectiveDate, locale)}</time>
              {doc.version ? ` · ${label("version", locale)} ${doc.version}` : null}
            </p>
          ) : null}
          {doc?.body?.length ? <RichText value={doc.body} /> : <p>{label("legalMissing", locale)}</p>}
        </div>
      </section>
    </PageMain>
  );
}
