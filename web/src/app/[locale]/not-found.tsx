"use client";

import { ErrorView } from "@/components/shell/ErrorView";
import { useShell } from "@/components/shell/ShellProvider";

/** 404 inside the site frame, in the visitor's language, so the menus still lead somewhere (docs/product.md, Routes). */
export default function NotFound() {
  const { strings } = useShell();
  return (
    <>
      <title>{`404 | ${strings.errors.notFoundTitle}`}</title>
      <ErrorView status={404} message={strings.errors.notFound} linkLabel={strings.errors.backHome} />
    </>
  );
}
