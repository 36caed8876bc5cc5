import type { SectionLayout } from "@wafer/schemas/constants";
import type { ReactNode } from "react";
import { IntentLink } from "@/components/IntentLink";
import { RichText } from "@/components/portable-text/RichText";
import { ContentImage } from "@/media/ContentImage";
import type { ImageRef } from "@/media/image";
import { pageStyles as styles } from "./styles";
import { WaferGraphic } from "./WaferGraphic";

// What these blocks show, as plain shapes: any feature's content (a page document's sections,
// products, people) fits them, and this shared layer imports nothing from the features.
export interface PageLink {
  label: string;
  href: string;
}
export interface SectionItem {
  _key: string;
  figure?: string | null;
  title: string;
  text?: string | null;
  image?: ImageRef | null;
  link?: PageLink | null;
}
export interface PageSection {
  _key: string;
  key: string;
  layout?: SectionLayout | null;
  heading: string;
  subheading?: string | null;
  body?: unknown[] | null;
  image?: ImageRef | null;
  link?: PageLink | null;
  items?: SectionItem[] | null;
}
export interface HeroCopy {
  title: string;
  heroTitle?: string | null;
  intro?: string | null;
  heroImage?: ImageRef | null;
}

/** The top of every company page: the h1, the introduction, and the hero image or the wafer drawing. */
export function PageHero({ copy, eyebrow, children }: { copy: HeroCopy; eyebrow?: string; children?: ReactNode }) {
  const heading = copy.heroTitle || copy.title;
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          {eyebrow || copy.heroTitle ? <p className={styles.eyebrow}>{eyebrow ?? copy.title}</p> : null}
          <h1 className={styles.heroTitle}>{heading}</h1>
          {copy.intro ? <p className={styles.heroIntro}>{copy.intro}</p> : null}
          {children}
        </div>
        <div className={styles.heroArt}>
          {copy.heroImage?.asset ? (
            <ContentImage
              image={copy.heroImage}
              sizes="(min-width: 900px) 560px, 100vw"
              className={styles.heroImage}
              priority
            />
          ) : (
            <WaferGraphic className={styles.heroGraphic} />
          )}
        </div>
      </div>
    </header>
  );
}

export function CtaLink({ link, variant = "primary" }: { link: PageLink; variant?: "primary" | "ghost" | "light" }) {
  return (
    <IntentLink href={link.href} className={`${styles.cta} ${styles[variant]}`}>
      {link.label}
      <span aria-hidden="true"> →</span>
    </IntentLink>
  );
}

/** A band of the page with a heading, optional text and whatever the template puts inside. */
export function Section({
  heading,
  subheading,
  body,
  link,
  tone = "plain",
  id,
  children,
}: {
  heading: string;
  subheading?: string | null;
  body?: unknown[] | null;
  link?: PageLink | null;
  tone?: "plain" | "alt" | "deep";
  id?: string;
  children?: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId} id={id}>
      <div className={styles.container}>
        <div className={styles.sectionHead}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {heading}
          </h2>
          {subheading ? <p className={styles.subheading}>{subheading}</p> : null}
        </div>
        <RichText value={body} />
        {children}
        {link ? (
          <p className={styles.sectionCta}>
            <CtaLink link={link} variant={tone === "deep" ? "light" : "ghost"} />
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** Dated milestones, oldest first. */
export function Timeline({ events }: { events: { _id: string; year: string; title: string; text?: string | null }[] }) {
  return (
    <ol className={styles.timeline}>
      {events.map((event) => (
        <li key={event._id} className={styles.milestone}>
          <span className={styles.year}>{event.year}</span>
          <div>
            <h3 className={styles.milestoneTitle}>{event.title}</h3>
            {event.text ? <p className={styles.milestoneText}>{event.text}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A product's specifications as an accessible two-column table. */
export function SpecTable({
  caption,
  rows,
  headers,
}: {
  caption: string;
  rows: { _key: string; parameter: string; value: string }[];
  headers: [string, string];
}) {
  return (
    // A region keyboard users can scroll: a wide table scrolls sideways on a phone (axe, scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={styles.specWrap} aria-label={caption} tabIndex={0}>
      <table className={styles.spec}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._key}>
              <th scope="row">{row.parameter}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export interface ContactGroups {
  addresses?: { _key: string; label: string; address: string }[] | null;
  phones?: { _key: string; label: string; number: string }[] | null;
  emails?: { _key: string; label: string; address: string }[] | null;
}

/** Addresses, phones and emails from the site settings. */
export function ContactBlock({
  contact,
  labels,
}: {
  contact: ContactGroups | null;
  labels: { addresses: string; phones: string; emails: string };
}) {
  if (!contact) return null;
  return (
    <div className={`auto-grid ${styles.contactGrid}`}>
      <ContactCard title={labels.addresses} items={contact.addresses} value={(item) => item.address} />
      <ContactCard
        title={labels.phones}
        items={contact.phones}
        value={(item) => <a href={`tel:${item.number.replace(/[^+\d]/g, "")}`}>{item.number}</a>}
      />
      <ContactCard
        title={labels.emails}
        items={contact.emails}
        value={(item) => <a href={`mailto:${item.address}`}>{item.address}</a>}
      />
    </div>
  );
}

/** One kind of contact (addresses, phones or emails) as a card of labelled entries; nothing when there are none. */
function ContactCard<Item extends { _key: string; label: string }>({
  title,
  items,
  value,
}: {
  title: string;
  items: Item[] | null | undefined;
  value: (item: Item) => ReactNode;
}) {
  if (!items?.length) return null;
  return (
    <div className={styles.contactCard}>
      <h3 className={styles.contactTitle}>{title}</h3>
      <dl className={styles.contactList}>
        {items.map((item) => (
          <div key={item._key}>
            <dt>{item.label}</dt>
            <dd>{value(item)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function PageMain({ children }: { children: ReactNode }) {
  return <main className={styles.main}>{children}</main>;
}

export { pageStyles } from "./styles";
