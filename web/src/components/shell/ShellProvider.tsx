"use client";

import { createContext, type ReactNode, useContext, useEffect } from "react";
import type { Locale } from "@/i18n/config";
import type { ShellStrings } from "@/i18n/dictionary";
import type { ShellSettings } from "./settings";

interface ShellContextValue {
  locale: Locale;
  strings: ShellStrings;
  settings: ShellSettings;
}

const ShellContext = createContext<ShellContextValue | null>(null);

/**
 * Gives the shell's client components (header, navigation, footer, error pages) the active locale,
 * its UI strings and the site settings, all resolved once on the server by the locale layout.
 */
export function ShellProvider({ children, ...value }: ShellContextValue & { children: ReactNode }) {
  useEffect(() => {
    // A marker for tooling (the end-to-end tests wait for it): the page is interactive from here.
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error("useShell() must be used inside the locale layout's <ShellProvider>");
  return value;
}
