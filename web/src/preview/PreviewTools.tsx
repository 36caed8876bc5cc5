"use client";
import { useRouter } from "next/navigation";
import { VisualEditing } from "next-sanity/visual-editing/client-component";
import { useEffect } from "react";

// Draft mode only: the layout imports this module inside its draft-mode branch, so no public
// page references its chunk (docs/decisions/0014). It brings next-sanity's overlays (click a
// text or image in the Presentation tool's frame → the studio opens its field) and the live
// refresh: the page re-renders on the server with the new draft, without a reload, whenever the
// content lake commits a change.

/**
 * The studio's perspective and variant, which the preview does not follow: draft mode always reads
 * drafts (content/source.ts). Handling them (rather than leaving the props out) tells the
 * Presentation tool not to reload the frame when they change. next-sanity's own server actions
 * would store them in cookies nothing reads and, in a production build, re-render the whole page
 * for each: twice on every connection, while the editor starts typing (issue 29 item 13).
 */
const ignore = () => {};

/** How long after a change the page is re-rendered: keystrokes arriving together refresh once. */
const SETTLE_MS = 60;

/**
 * Listens to the content lake through the site (app/api/draft-mode/live: the site's read token
 * stays on the server, and the browser needs no access to the lake) and re-renders the page.
 */
function LiveRefresh() {
  const router = useRouter();
  useEffect(() => {
    const events = new EventSource("/api/draft-mode/live");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => router.refresh(), SETTLE_MS);
    };
    events.addEventListener("mutation", refresh);
    // After a reconnect (the site or the lake restarted) changes may have been missed.
    let welcomed = false;
    events.addEventListener("welcome", () => {
      if (welcomed) refresh();
      welcomed = true;
    });
    return () => {
      clearTimeout(timer);
      events.close();
    };
  }, [router]);
  return null;
}

export default function PreviewTools() {
  const router = useRouter();
  return (
    <>
      <VisualEditing
        onPerspectiveChange={ignore}
        onVariantChange={ignore}
        // The studio's own "refresh" button; its per-mutation refresh is not used, as it fires on
        // the editor's keystroke before the lake has the change: LiveRefresh follows the lake.
        refresh={(payload) => {
          if (payload.source === "manual") router.refresh();
          return false;
        }}
      />
      <LiveRefresh />
    </>
  );
}
