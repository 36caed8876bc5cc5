import { draftMode } from "next/headers";

/**
 * The overlays and live refresh of the Presentation tool, in draft mode only. The client module is
 * imported inside the draft-mode branch: public pages never reference its chunk, so they ship no
 * visual-editing code (checked by web/e2e-studio/stega.spec.ts).
 */
export async function PreviewTools() {
  if (!(await draftMode()).isEnabled) return null;
  const { default: Tools } = await import("@/preview/PreviewTools");
  return <Tools />;
}
