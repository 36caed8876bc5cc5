"use client";
import dynamic from "next/dynamic";

// The only preview code a public page's bundle holds: this stub. The overlays and the live refresh
// (preview/PreviewTools.tsx, next-sanity's VisualEditing) are a separate chunk, fetched only when
// draft mode renders this component (components/preview/PreviewTools.tsx).
const Tools = dynamic(() => import("@/preview/PreviewTools"), { ssr: false });

export function PreviewLoader() {
  return <Tools />;
}
