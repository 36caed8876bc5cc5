"use client";
import { lazy, Suspense } from "react";

// The only preview code a public page's bundle holds: this stub. The overlays and the live refresh
// (preview/PreviewTools.tsx, next-sanity's VisualEditing) are a separate chunk, fetched only when
// draft mode renders this component (components/preview/PreviewTools.tsx). React's lazy, which
// public pages already load for the form, rather than next/dynamic, whose loader would add bytes
// to every page (web/e2e/weight.spec.ts).
const Tools = lazy(() => import("@/preview/PreviewTools"));

export function PreviewLoader() {
  return (
    <Suspense fallback={null}>
      <Tools />
    </Suspense>
  );
}
