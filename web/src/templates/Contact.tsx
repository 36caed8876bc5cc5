import { mediaContacts, pageCopy, siteContact } from "@/company/content";
import { companyLabels, contactLabels } from "@/company/labels";
import { ContactBlock, Section, pageStyles as styles } from "@/components/page/Page";
import { type Locale, localePath } from "@/i18n/config";
import { StandardBody } from "./Standard";

export async function ContactTemplate({ locale }: { locale: Locale }) {
  const [copy, contact] = await Promise.all([pageCopy(locale, "contact"), siteContact(locale)]);
  return (
    <StandardBody copy={copy}>
      <Section
        heading={companyLabels(locale).contactDetails}
        subheading={contact?.companyName}
        id="details"
        link={{ label: companyLabels(locale).leaveMessage, href: localePath(locale, "/message") }}
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
      <Section heading={companyLabels(locale).mediaContacts} id="people" tone="alt">
        <ul className={`auto-grid ${styles.contactGrid}`}>
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
                    <dt>{companyLabels(locale).phone}</dt>
                    <dd>
                      <a href={`tel:${person.phone.replace(/[^+\d]/g, "")}`}>{person.phone}</a>
                    </dd>
                  </div>
                ) : null}
                {person.email ? (
                  <div>
                    <dt>{companyLabels(locale).email}</dt>
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
