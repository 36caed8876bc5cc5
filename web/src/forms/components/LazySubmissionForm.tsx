"use client";

import { lazy, Suspense } from "react";
import type { SubmissionFormProps } from "./SubmissionForm";

// The form, react-hook-form and the schemas as an async chunk of their own.
const SubmissionForm = lazy(() => import("./SubmissionForm").then((module) => ({ default: module.SubmissionForm })));

/**
 * The submission form, loaded only where it is rendered. The route that renders form pages
 * (`[page]`) renders every other table page too, and its entry scripts would otherwise carry the
 * form and its libraries to every page (issue 17, docs/decisions/0014). Rendered on the server as
 * before; in the browser the server's HTML stays in place until the chunk has loaded and hydrated
 * (the submit button is disabled until then, see useHydrated). React's `lazy` rather than
 * next/dynamic: the same, without next/dynamic's runtime (about 1.5 KiB) on every page.
 */
export function LazySubmissionForm(props: SubmissionFormProps) {
  return (
    <Suspense fallback={null}>
      <SubmissionForm {...props} />
    </Suspense>
  );
}
