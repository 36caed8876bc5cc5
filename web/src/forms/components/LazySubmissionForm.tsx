"use client";

import { type ComponentType, lazy } from "react";
import type { SubmissionFormProps } from "./SubmissionForm";

// In the browser the form, react-hook-form and the schemas are an async chunk of their own. On the
// server the module is required directly, when the form renders: a lazy component would suspend
// once there, and the prerender would stream the form after the footer in a hidden <div> swapped
// in by a script (a layout shift, and no form without JavaScript). Next replaces `typeof window`
// at build time, so the browser bundle keeps only the lazy branch. The require runs at render
// time, not when the module loads, so code that only imports this file (the route table's unit
// tests) loads no form.
const BrowserForm =
  typeof window === "undefined"
    ? null
    : lazy(() => import("./SubmissionForm").then((module) => ({ default: module.SubmissionForm })));

/**
 * The submission form, loaded only where it is rendered. The route that renders form pages
 * (`[page]`) renders every other table page too, and its entry scripts would otherwise carry the
 * form and its libraries to every page (issue 17, docs/decisions/0017). Rendered on the server as
 * before; in the browser the server's HTML stays in place until the chunk has loaded and hydrated
 * (the submit button is disabled until then, see useHydrated). React's `lazy` rather than
 * next/dynamic: the same, without next/dynamic's runtime (about 1.5 KiB) on every page.
 */
export function LazySubmissionForm(props: SubmissionFormProps) {
  const SubmissionForm: ComponentType<SubmissionFormProps> =
    typeof window === "undefined"
      ? // a synchronous, server-only import (see above)
        require("./SubmissionForm").SubmissionForm
      : (BrowserForm as ComponentType<SubmissionFormProps>);
  // No Suspense boundary of its own: one would be emitted as a pending boundary by the prerender.
  return <SubmissionForm {...props} />;
}
