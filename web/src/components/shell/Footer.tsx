"use client";

import type { NavGroup, NavGroupId } from "@/navigation/tree";
import { AccordionButton, useAccordion } from "./Accordion";
import styles from "./Footer.module.css";
import { ShieldIcon } from "./icons";
import { LocaleLink } from "./LocaleLink";
import { Logo } from "./Logo";
import { PrivacyDialog } from "./PrivacyDialog";
import { SearchForm } from "./SearchForm";
import { useShell } from "./ShellProvider";

/**
 * The site footer (docs/product.md, Navigation): search, the navigation (columns on desktop, an accordion with one
 * section open at a time on mobile), legal links, the privacy summary dialog and the two filing
 * records from site settings. The navigation hides when a page renders <FooterNavHidden />. Its
 * columns come from the server (the studio's menus, navigation/menus.ts), so their table is no browser code.
 */
export function Footer({ year, columns }: { year: number; columns: readonly NavGroup[] }) {
  const { strings, settings } = useShell();
  const { expanded, toggle } = useAccordion<NavGroupId>();

  return (
    <footer className={styles.footer}>
      <div className={styles.main}>
        <div className={styles.brand}>
          <LocaleLink href="/" className={styles.logo}>
            <Logo name={settings.companyShortName} subline={strings.site.logoSubline} />
            <span className="visually-hidden"> {strings.header.home}</span>
          </LocaleLink>
          <p className={styles.tagline}>{strings.footer.tagline}</p>
          <SearchForm tone="dark" />
        </div>
        <nav className={styles.nav} aria-label={strings.footer.navLabel} data-footer-nav>
          {columns.map((group) => {
            const isOpen = expanded === group.id;
            const panelId = `footer-nav-${group.id}`;
            const label = group.label;
            return (
              <section key={group.id} className={styles.column} data-open={isOpen || undefined}>
                {/* Desktop: a heading over the column. Mobile: a button that unfolds it. */}
                <h2 className={styles.heading}>
                  <span className={styles.headingText}>{label}</span>
                  <AccordionButton
                    open={isOpen}
                    controls={panelId}
                    onToggle={() => toggle(group.id)}
                    className={styles.toggle}
                    chevronClassName={styles.chevron}
                  >
                    {label}
                  </AccordionButton>
                </h2>
                <ul id={panelId} className={styles.links}>
                  {group.children.map((item) => (
                    <li key={item.key}>
                      <LocaleLink href={item.path} className={styles.link}>
                        {item.label}
                      </LocaleLink>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p className={styles.copyright}>
            © {year} {settings.companyName} {strings.footer.copyright}
          </p>
          <ul className={styles.legal} aria-label={strings.footer.legalLabel}>
            <li>
              <LocaleLink href="/policy">{strings.footer.policy}</LocaleLink>
            </li>
            <li>
              <LocaleLink href="/term">{strings.footer.term}</LocaleLink>
            </li>
            <li>
              <LocaleLink href="/disclaimers">{strings.footer.disclaimers}</LocaleLink>
            </li>
            <li>
              <PrivacyDialog triggerClassName={styles.textButton} />
            </li>
          </ul>
          <p className={styles.filings}>
            {settings.icpNumber && (
              <a href={settings.icpLink} target="_blank" rel="noopener noreferrer">
                {settings.icpNumber}
              </a>
            )}
            {settings.publicSecurityFilingLink && settings.publicSecurityFilingText && (
              <a
                href={settings.publicSecurityFilingLink}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.badge}
              >
                <ShieldIcon className={styles.badgeIcon} />
                {settings.publicSecurityFilingText}
              </a>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
