"use client";

import Link from "next/link";
import { type ComponentProps, useState } from "react";

/**
 * next/link that prefetches on intent (pointer over it, focus, touch) instead of when it scrolls
 * into view: a page shows 20-60 links (header, footer, lists), and viewport prefetching fetched
 * 5-18 RSC payloads right after every load, main-thread and network work on a phone that the
 * visitor mostly never uses (docs/decisions/0017-page-speed.md). Next's own pattern
 * (guides/prefetching, "Hover-triggered prefetch"): `prefetch={false}` until the first intent,
 * then the default. Navigation itself is unchanged; an unprefetched link fetches on click.
 */
export function IntentLink({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? (prefetch ?? null) : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
