"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs the page. Controls that do
 * nothing without JavaScript (a menu button, a form submitted by script) stay disabled until then,
 * so an early click is never lost, and a form never falls back to a native GET that would put
 * what the visitor typed into the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
