"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

// A new submission shows in an open inbox within a few seconds without a reload (issue 31):
// every 2 s the page asks /inbox/live for the newest id it may see; when that changed, the server
// components render again (router.refresh keeps the filters, the scroll and what was typed).

const EVERY_MS = 2000;

export function LiveRefresh({ form, latest, label }: { form: string; latest: string | null; label: string }) {
  const router = useRouter();
  const known = useRef(latest);
  const [announce, setAnnounce] = useState("");
  useEffect(() => {
    known.current = latest;
  }, [latest]);
  useEffect(() => {
    let stopped = false;
    const tick = async () => {
      try {
        const response = await fetch(`/inbox/live?form=${encodeURIComponent(form)}`, { cache: "no-store" });
        if (response.ok) {
          const state = (await response.json()) as { latest: string | null; fresh: number };
          if (!stopped && state.latest !== known.current) {
            known.current = state.latest;
            setAnnounce(`${label} (${state.fresh})`);
            router.refresh();
          }
        }
      } catch {
        // offline for a moment: the next tick tries again
      }
    };
    const timer = setInterval(tick, EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [form, label, router]);
  return (
    <p aria-live="polite" style={{ position: "absolute", left: -9999 }}>
      {announce}
    </p>
  );
}
