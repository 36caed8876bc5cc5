"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * The share card inside WeChat, whose browser ignores Open Graph and builds its card only from
 * the JS-SDK. Outside WeChat (no `MicroMessenger` in the user agent) this does nothing and loads
 * nothing: the SDK is a separate chunk of the site, imported only here and only then. Inside, it
 * asks the site for a signature of the page's address (404 while WeChat is not configured, 503
 * while WeChat is away: no card, the page is unaffected) and gives WeChat the page's own Open
 * Graph title, description and image, which are in the page's language. What every visitor's
 * page carries is only this check (about 200 bytes): the rest is ./share-card.ts.
 */
export function WeChatShare() {
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, one card per page
  useEffect(() => {
    if (!/MicroMessenger/i.test(navigator.userAgent)) return;
    let cancelled = false;
    // Everything else (the signature request, the SDK, the card) is one chunk loaded only here.
    void import("./share-card").then(({ configure }) => configure(() => cancelled)).catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [pathname]);
  return null;
}
