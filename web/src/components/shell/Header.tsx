"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/useHydrated";
import { splitLocale } from "@/i18n/paths";
import { hasTransparentHeader, type NavGroup } from "@/navigation/tree";
import { DesktopNav } from "./DesktopNav";
import entrance from "./entrance.module.css";
import styles from "./Header.module.css";
import { CloseIcon, MenuIcon, SearchIcon } from "./icons";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LocaleLink } from "./LocaleLink";
import { Logo } from "./Logo";
import { SearchForm } from "./SearchForm";
import { useShell } from "./ShellProvider";

// The mobile menu renders nothing until it is opened: its code is a separate chunk, fetched when the
// visitor first points at, focuses or taps the menu button (docs/decisions/0017-page-speed.md).
// React `lazy`, not next/dynamic (0017, decision 3); never rendered on the server.
const MobileNav = lazy(() => import("./MobileNav").then((module) => ({ default: module.MobileNav })));

/**
 * The site header (docs/product.md, Navigation): fixed at the top, with the menus the layout read
 * from the studio (`menu`, one language's groups); transparent over the hero of the routes listed in
 * navigation/tree.ts and solid white elsewhere; solid on every route once the page has scrolled past
 * the header's own height, or while one of its panels is open.
 */
export function Header({ menu }: { menu: readonly NavGroup[] }) {
  const { strings, settings } = useShell();
  const pathname = usePathname();
  const transparentRoute = hasTransparentHeader(splitLocale(pathname).path);
  const headerRef = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileWanted, setMobileWanted] = useState(false);
  const wantMobileNav = () => setMobileWanted(true);
  const hydrated = useHydrated();

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const menuBottom = headerRef.current?.offsetHeight ?? 0;
      setScrolled(window.scrollY > menuBottom);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  // A new page starts with closed panels.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every URL change by design
  useEffect(() => setSearchOpen(false), [pathname]);

  // Escape closes the search box and gives focus back to its toggle.
  useEffect(() => {
    if (!searchOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setSearchOpen(false);
      searchButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [searchOpen]);

  const onDropdownChange = useCallback((open: boolean) => setDropdownOpen(open), []);
  const solid = !transparentRoute || scrolled || searchOpen || dropdownOpen;

  return (
    <>
      <a href="#content" className={styles.skip}>
        {strings.header.skipToContent}
      </a>
      <header
        ref={headerRef}
        className={styles.header}
        data-solid={solid || undefined}
        data-variant={transparentRoute ? "transparent" : "solid"}
      >
        <div className={styles.bar}>
          <LocaleLink href="/" className={styles.logo}>
            <Logo name={settings.companyShortName} subline={strings.site.logoSubline} />
            <span className="visually-hidden"> {strings.header.home}</span>
          </LocaleLink>
          <div className={styles.desktopOnly}>
            <DesktopNav groups={menu} pathname={pathname} onOpenChange={onDropdownChange} />
          </div>
          <div className={styles.tools}>
            <button
              ref={searchButton}
              type="button"
              className={`icon-button ${styles.iconButton}`}
              aria-expanded={searchOpen}
              aria-controls="site-search"
              disabled={!hydrated}
              aria-label={searchOpen ? strings.header.closeSearch : strings.header.openSearch}
              onClick={() => setSearchOpen((open) => !open)}
            >
              {searchOpen ? <CloseIcon /> : <SearchIcon />}
            </button>
            {/* A div: the switcher is a div of links, which no span may hold (HTML's content model). */}
            <div className={styles.desktopOnly}>
              <LanguageSwitcher />
            </div>
            <button
              ref={menuButton}
              type="button"
              className={`icon-button ${styles.iconButton} ${styles.mobileOnly}`}
              aria-expanded={mobileOpen}
              aria-controls={mobileWanted ? "mobile-nav" : undefined}
              disabled={!hydrated}
              aria-label={strings.header.openMenu}
              onPointerEnter={wantMobileNav}
              onFocus={wantMobileNav}
              onClick={() => {
                wantMobileNav();
                setMobileOpen(true);
              }}
            >
              <MenuIcon />
            </button>
          </div>
        </div>
        <div id="site-search" className={styles.search} hidden={!searchOpen}>
          {searchOpen && (
            <div className={`${styles.searchInner} ${entrance.entrance}`}>
              <SearchForm autoFocus onSubmitted={() => setSearchOpen(false)} />
            </div>
          )}
        </div>
      </header>
      {/* Solid-header pages start below the fixed header; hero pages run underneath it. */}
      {!transparentRoute && <div className={styles.spacer} aria-hidden="true" />}
      {mobileWanted && (
        <Suspense fallback={null}>
          <MobileNav groups={menu} open={mobileOpen} onOpenChange={setMobileOpen} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </>
  );
}
