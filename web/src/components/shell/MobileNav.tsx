"use client";

import { usePathname } from "next/navigation";
import { type KeyboardEvent, type RefObject, useEffect, useRef } from "react";
import { splitLocale } from "@/i18n/paths";
import { activeGroupId, hasSubmenu, type NavGroup, type NavGroupId } from "@/navigation/tree";
import { AccordionButton, useAccordion } from "./Accordion";
import { CloseButton } from "./CloseButton";
import entrance from "./entrance.module.css";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LocaleLink } from "./LocaleLink";
import { Logo } from "./Logo";
import styles from "./MobileNav.module.css";
import { SearchForm } from "./SearchForm";
import { useShell } from "./ShellProvider";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Full-screen navigation for 1024 px and narrower (docs/product.md, Navigation): a modal <dialog>, so the page behind is
 * inert and Escape closes it natively; Tab wraps inside it, and on close focus returns to the menu
 * button. An accordion of the seven groups (one open at a time), the search box and the language.
 * Loaded by the header on the first intent to open it (LazyMobileNav), not with the page.
 */
export function MobileNav({
  groups,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  groups: readonly NavGroup[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { strings, settings } = useShell();
  const pathname = usePathname();
  const dialog = useRef<HTMLDialogElement>(null);
  const { expanded, setExpanded, toggle } = useAccordion<NavGroupId>();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // Start with the current section unfolded: the visitor sees where they are.
      setExpanded(activeGroupId(groups, splitLocale(window.location.pathname).path) ?? null);
      element.showModal();
      document.documentElement.dataset.scrollLocked = "true";
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, setExpanded, groups]);

  // Leaving the page closes the modal. Next keeps the page it navigated away from mounted but hidden
  // (React <Activity>): switching language swaps the whole locale layout, so a menu still open there
  // would stay in the top layer, invisible, and keep the page now shown inert (issue 29). Hiding
  // runs this cleanup like an unmount does.
  useEffect(() => {
    const element = dialog.current;
    return () => {
      if (element?.open) element.close();
      delete document.documentElement.dataset.scrollLocked;
    };
  }, []);

  // Navigating (a link was chosen) closes the menu; so does growing past the mobile breakpoint.
  // Not on mount: the menu's code loads on the first tap (Header), so it mounts already open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);
  useEffect(() => {
    const media = window.matchMedia("(min-width: 1025px)");
    const onChange = () => media.matches && onOpenChange(false);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [onOpenChange]);

  const onClosed = () => {
    // The close event comes a task later: ignore it when the menu was opened again meanwhile.
    if (dialog.current?.open) return;
    delete document.documentElement.dataset.scrollLocked;
    onOpenChange(false);
    returnFocusTo.current?.focus();
  };

  // Keeps Tab inside the dialog: from the last control to the first and back.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const close = () => onOpenChange(false);
  const path = splitLocale(pathname).path;

  return (
    <dialog
      ref={dialog}
      id="mobile-nav"
      className={styles.dialog}
      aria-label={strings.nav.label}
      onClose={onClosed}
      onKeyDown={trapTab}
    >
      {open && (
        <div className={`${styles.sheet} ${entrance.entrance}`}>
          <div className={styles.top}>
            <LocaleLink href="/" className={styles.logo} onClick={close}>
              <Logo name={settings.companyShortName} subline={strings.site.logoSubline} />
              <span className="visually-hidden"> {strings.header.home}</span>
            </LocaleLink>
            <CloseButton label={strings.header.closeMenu} onClick={close} className={styles.close} />
          </div>
          <div className={styles.body}>
            <SearchForm onSubmitted={close} />
            <nav aria-label={strings.nav.label}>
              <ul className={styles.groups}>
                {groups.map((group) => {
                  const label = group.label;
                  if (!hasSubmenu(group)) {
                    return (
                      <li key={group.id} className={styles.group}>
                        <LocaleLink
                          href={group.path}
                          className={styles.groupLink}
                          aria-current={path === group.path ? "page" : undefined}
                          onClick={close}
                        >
                          {label}
                        </LocaleLink>
                      </li>
                    );
                  }
                  const isOpen = expanded === group.id;
                  const panelId = `mobile-nav-${group.id}`;
                  return (
                    <li key={group.id} className={styles.group}>
                      <AccordionButton
                        open={isOpen}
                        controls={panelId}
                        onToggle={() => toggle(group.id)}
                        className={styles.groupButton}
                        chevronClassName={styles.chevron}
                      >
                        {label}
                      </AccordionButton>
                      <ul id={panelId} className={styles.items} hidden={!isOpen}>
                        {group.children.map((item) => (
                          <li key={item.key}>
                            <LocaleLink
                              href={item.path}
                              className={styles.itemLink}
                              aria-current={path === item.path ? "page" : undefined}
                              onClick={close}
                            >
                              {item.label}
                            </LocaleLink>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className={styles.language}>
              <span aria-hidden="true">{strings.header.language}</span>
              <LanguageSwitcher tone="panel" />
            </div>
          </div>
        </div>
      )}
    </dialog>
  );
}
