"use client";

import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { splitLocale } from "@/i18n/paths";
import { activeGroupId, hasSubmenu, type NavGroup, type NavGroupId } from "@/navigation/tree";
import styles from "./DesktopNav.module.css";
import entrance from "./entrance.module.css";
import { ChevronIcon } from "./icons";
import { LocaleLink } from "./LocaleLink";
import { useShell } from "./ShellProvider";

const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The desktop menu: seven groups; those with several pages open a dropdown (disclosure pattern:
 * a button with aria-expanded, not an ARIA menu, which screen-reader users would have to learn).
 * Mouse: hover opens. Keyboard: Enter/Space toggles, ArrowDown opens and enters the list, arrows
 * move within it, Escape closes and returns to the button, leaving the group closes it.
 */
export function DesktopNav({
  groups,
  pathname,
  onOpenChange,
}: {
  groups: readonly NavGroup[];
  pathname: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { strings } = useShell();
  const [open, setOpen] = useState<NavGroupId | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastPointer = useRef<string | null>(null);
  const buttons = useRef(new Map<NavGroupId, HTMLButtonElement>());
  const panels = useRef(new Map<NavGroupId, HTMLDivElement>());
  const current = activeGroupId(groups, splitLocale(pathname).path);

  useEffect(() => onOpenChange(open !== null), [open, onOpenChange]);
  // A new page closes any dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every URL change by design
  useEffect(() => setOpen(null), [pathname]);

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const links = (id: NavGroupId) => Array.from(panels.current.get(id)?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: NavGroupId) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(id);
      // The panel is in the DOM (only hidden) so its first link can take focus right after the render.
      requestAnimationFrame(() => links(id)[0]?.focus());
    } else if (event.key === "Escape" && open === id) {
      setOpen(null);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>, id: NavGroupId) => {
    const items = links(id);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(null);
      buttons.current.get(id)?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      (event.key === "Home" ? items[0] : items[items.length - 1])?.focus();
    }
  };

  const onGroupBlur = (event: FocusEvent<HTMLLIElement>, id: NavGroupId) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && open === id) setOpen(null);
  };

  return (
    <nav className={styles.nav} aria-label={strings.nav.label}>
      <ul className={styles.menu}>
        {groups.map((group) => {
          const label = group.label;
          const isCurrent = current === group.id;
          if (!hasSubmenu(group)) {
            return (
              <li key={group.id} className={styles.group}>
                <LocaleLink
                  href={group.path}
                  className={styles.top}
                  data-current={isCurrent || undefined}
                  aria-current={isCurrent ? "page" : undefined}
                >
                  {label}
                </LocaleLink>
              </li>
            );
          }
          const isOpen = open === group.id;
          const panelId = `nav-panel-${group.id}`;
          return (
            <li
              key={group.id}
              className={styles.group}
              onPointerEnter={(event) => {
                if (event.pointerType !== "mouse") return;
                cancelClose();
                setOpen(group.id);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== "mouse") return;
                cancelClose();
                closeTimer.current = setTimeout(() => setOpen(null), HOVER_CLOSE_DELAY_MS);
              }}
              onBlur={(event) => onGroupBlur(event, group.id)}
            >
              <button
                type="button"
                ref={(element) => {
                  if (element) buttons.current.set(group.id, element);
                }}
                className={styles.top}
                data-current={isCurrent || undefined}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onPointerDown={(event) => {
                  lastPointer.current = event.pointerType;
                }}
                onClick={() => {
                  // With a mouse, hover has already opened the panel: a click must not close it again.
                  const mouse = lastPointer.current === "mouse";
                  lastPointer.current = null;
                  setOpen(mouse ? group.id : isOpen ? null : group.id);
                }}
                onKeyDown={(event) => onButtonKeyDown(event, group.id)}
              >
                {label}
                <ChevronIcon className={styles.chevron} />
              </button>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and Escape bubble up from the links inside */}
              <div
                id={panelId}
                ref={(element) => {
                  if (element) panels.current.set(group.id, element);
                }}
                className={styles.panel}
                hidden={!isOpen}
                onKeyDown={(event) => onPanelKeyDown(event, group.id)}
              >
                {isOpen && (
                  <ul className={`${styles.list} ${entrance.entrance}`}>
                    {group.children.map((item) => {
                      const here = splitLocale(pathname).path === item.path;
                      return (
                        <li key={item.key}>
                          <LocaleLink
                            href={item.path}
                            className={styles.link}
                            aria-current={here ? "page" : undefined}
                            onClick={() => setOpen(null)}
                          >
                            {item.label}
                          </LocaleLink>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
