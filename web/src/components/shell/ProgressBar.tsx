"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import styles from "./ProgressBar.module.css";
import { createProgress, type Progress, type ProgressState } from "./progress";
import { useShell } from "./ShellProvider";

/*
 * A hand-written route-change progress bar rather than nextjs-toploader: that package patches
 * history methods, brings nprogress and its global CSS, and ignores prefers-reduced-motion. The App
 * Router has no router events, so a navigation starts when an internal link is clicked (or when
 * code calls `startNavigationProgress()` before `router.push`) and finishes when the URL changes.
 */

let listeners: ((state: ProgressState) => void)[] = [];
const progress: Progress = createProgress((state) => {
  for (const listener of listeners) listener(state);
});

/** Call before a programmatic navigation (`router.push`) so the bar covers it too. */
export function startNavigationProgress(): void {
  progress.start();
}

/** Call when a navigation cannot complete (the bar turns to the error colour and hides). */
export function failNavigationProgress(): void {
  progress.fail();
}

function isPlainInternalClick(event: MouseEvent): URL | null {
  // Not `defaultPrevented`: next/link cancels every click it turns into a client navigation.
  if (event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // Same page (or only a hash change): no navigation to show.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

export function ProgressBar() {
  const { strings } = useShell();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [state, setState] = useState<ProgressState>(progress.state);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    listeners.push(setState);
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(media.matches);
    update();
    media.addEventListener("change", update);
    const onClick = (event: MouseEvent) => {
      if (isPlainInternalClick(event)) progress.start();
    };
    // Capture phase: seen before next/link handles (and cancels) the click.
    document.addEventListener("click", onClick, true);
    return () => {
      listeners = listeners.filter((listener) => listener !== setState);
      media.removeEventListener("change", update);
      document.removeEventListener("click", onClick, true);
    };
  }, []);

  // A new URL is committed: whatever was loading has arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every URL change by design
  useEffect(() => {
    progress.finish();
  }, [pathname, searchParams]);

  // Quiet under reduced motion: no moving bar at all.
  if (reducedMotion || state.phase === "idle") return null;
  return (
    <div
      className={styles.bar}
      data-phase={state.phase}
      role="progressbar"
      aria-label={strings.header.loading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.value * 100)}
      style={{ transform: `scaleX(${state.value})` }}
    />
  );
}
