"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Reports one page view and logs the visit count, as the old site does (the answer is only
 * logged). Mount once in the locale layout. No cookie and nothing personal is sent.
 */
export function VisitCounter() {
  // One view per page: the layout stays mounted across client-side navigations.
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, one view per page
  useEffect(() => {
    fetch("/counter/GetCounter", { cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { Result?: number } | null) => {
        if (typeof body?.Result === "number") console.log("visits:", body.Result);
      })
      .catch(() => {});
  }, [pathname]);
  return null;
}
