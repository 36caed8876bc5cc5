import Link from "next/link";
import type { ReactNode } from "react";
import type { PageCopy, PageLink, PageSection, SectionItem } from "@/company/content";
import { RichText } from "@/components/portable-text/RichText";
import { ContentImage } from "@/media/ContentImage";
import styles from "./page.module.css";
import { WaferGraphic } from "./WaferGraphic";

/** The top of every company page: the h1, the introduction, and the hero image or the wafer drawing. */
export function PageHero({ copy, eyebrow, children }: { copy: PageCopy; eyebrow?: string; children?: ReactNode }) {
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
    <Link href={link.href} className={`${styles.cta} ${styles[variant]}`}>
      {link.label}
      <span aria-hidden="true"> →</span>
    </Link>
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

/** Items with a figure in large type: capacity, founding year, steps. */
export function FactGrid({ items, tone }: { items: SectionItem[]; tone?: "deep" }) {
  return (
    <ul className={`${styles.facts} ${tone === "deep" ? styles.factsDeep : ""}`}>
      {items.map((item) => (
        <li key={item._key} className={styles.fact}>
          {item.figure ? <span className={styles.figure}>{item.figure}</span> : null}
          <span className={styles.factTitle}>{item.title}</span>
          {item.text ? <span className={styles.factText}>{item.text}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Items as cards with a title, text, optional picture and link. */
export function ItemCards({
  items,
  numbered = false,
  portraits = false,
}: {
  /** `subtitle`: a line under the title, such as a person's role. */
  items: (SectionItem & { subtitle?: string | null })[];
  numbered?: boolean;
  /** People: square pictures that keep the head in view. */
  portraits?: boolean;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={styles.cards}>
      {items.map((item) => (
        <li key={item._key} className={styles.card}>
          {item.image?.asset ? (
            <ContentImage
              image={item.image}
              sizes="(min-width: 900px) 360px, 100vw"
              className={portraits ? styles.portrait : styles.cardImage}
            />
          ) : null}
          <div className={styles.cardBody}>
            {item.figure ? <span className={styles.cardFigure}>{item.figure}</span> : null}
            <h3 className={styles.cardTitle}>{item.title}</h3>
            {item.subtitle ? <p className={styles.cardSubtitle}>{item.subtitle}</p> : null}
            {item.text ? <p className={styles.cardText}>{item.text}</p> : null}
            {item.link ? <CtaLink link={item.link} variant="ghost" /> : null}
          </div>
        </li>
      ))}
    </List>
  );
}

/** Renders a CMS section generically: figures become a fact grid, other items cards. */
export function CmsSection({
  section,
  tone,
  children,
}: {
  section: PageSection;
  tone?: "plain" | "alt" | "deep";
  children?: ReactNode;
}) {
  const items = section.items ?? [];
  const figures = items.length > 0 && items.every((item) => item.figure && !item.image);
  const numbered = figures && items.every((item, index) => item.figure === String(index + 1));
  return (
    <Section
      heading={section.heading}
      subheading={section.subheading}
      body={section.body}
      link={section.link}
      tone={tone}
      id={section.key}
    >
      {section.image?.asset ? (
        <ContentImage image={section.image} sizes="(min-width: 900px) 960px, 100vw" className={styles.sectionImage} />
      ) : null}
      {items.length > 0 ? (
        numbered ? (
          <ItemCards items={items} numbered />
        ) : figures ? (
          <FactGrid items={items} tone={tone === "deep" ? "deep" : undefined} />
        ) : (
          <ItemCards items={items} />
        )
      ) : null}
      {children}
    </Section>
  );
}

/** Every section of a page document in order, alternating backgrounds. */
export function CmsSections({ sections, skip = [] }: { sections: PageSection[] | null | undefined; skip?: string[] }) {
  return (
    <>
      {(sections ?? [])
        .filter((section) => !skip.includes(section.key))
        .map((section, index) => (
          <CmsSection key={section._key} section={section} tone={index % 2 ? "alt" : "plain"} />
        ))}
    </>
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
    <div className={styles.specWrap}>
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
    </div>
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
    <div className={styles.contactGrid}>
      {contact.addresses?.length ? (
        <div className={styles.contactCard}>
          <h3 className={styles.contactTitle}>{labels.addresses}</h3>
          <dl className={styles.contactList}>
            {contact.addresses.map((item) => (
              <div key={item._key}>
                <dt>{item.label}</dt>
                <dd>{item.address}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {contact.phones?.length ? (
        <div className={styles.contactCard}>
          <h3 className={styles.contactTitle}>{labels.phones}</h3>
          <dl className={styles.contactList}>
            {contact.phones.map((item) => (
              <div key={item._key}>
                <dt>{item.label}</dt>
                <dd>
                  <a href={`tel:${item.number.replace(/[^+\d]/g, "")}`}>{item.number}</a>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {contact.emails?.length ? (
        <div className={styles.contactCard}>
          <h3 className={styles.contactTitle}>{labels.emails}</h3>
          <dl className={styles.contactList}>
            {contact.emails.map((item) => (
              <div key={item._key}>
                <dt>{item.label}</dt>
                <dd>
                  <a href={`mailto:${item.address}`}>{item.address}</a>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}

export function PageMain({ children }: { children: ReactNode }) {
  return <main className={styles.main}>{children}</main>;
}

export const pageStyles = styles;
