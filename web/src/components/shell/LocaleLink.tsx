"use client";

import type Link from "next/link";
import type { ComponentProps } from "react";
import { IntentLink } from "@/components/IntentLink";
import { localePath } from "@/i18n/config";
import { useShell } from "./ShellProvider";

/** A link to a locale-free site path (`/about`) in the visitor's current language (`/en/about`). */
export function LocaleLink({ href, ...props }: Omit<ComponentProps<typeof Link>, "href"> & { href: string }) {
  const { locale } = useShell();
  return <IntentLink href={localePath(locale, href)} {...props} />;
}
