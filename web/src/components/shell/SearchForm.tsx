"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId } from "react";
import { localePath } from "@/i18n/config";
import { SearchIcon } from "./icons";
import { startNavigationProgress } from "./ProgressBar";
import styles from "./SearchForm.module.css";
import { useShell } from "./ShellProvider";

/**
 * Site search box (header, mobile navigation, footer): submits to the news list, `/news?q=…`, which
 * is the search results page (docs/product.md, News). A plain GET form underneath, so it works before hydration.
 */
export function SearchForm({
  tone = "light",
  autoFocus = false,
  onSubmitted,
}: {
  tone?: "light" | "dark";
  autoFocus?: boolean;
  onSubmitted?: () => void;
}) {
  const { locale, strings } = useShell();
  const router = useRouter();
  const inputId = useId();
  const action = localePath(locale, "/news");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    startNavigationProgress();
    router.push(query ? `${action}?q=${encodeURIComponent(query)}` : action);
    onSubmitted?.();
  };

  return (
    <search className={styles.search}>
      <form action={action} method="get" className={styles.form} data-tone={tone} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {strings.header.searchLabel}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          placeholder={strings.header.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: the box appears because the visitor asked to search
          autoFocus={autoFocus}
        />
        <button type="submit" className={styles.submit} aria-label={strings.header.searchSubmit}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
