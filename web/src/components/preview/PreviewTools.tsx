import { draftMode } from "next/headers";
import { PreviewLoader } from "./PreviewLoader";

/**
 * The overlays and live refresh of the Presentation tool, in draft mode only. Public pages carry
 * just the loader stub; its chunk with next-sanity's VisualEditing is fetched when this renders
 * (checked by web/e2e-studio/stega.spec.ts).
 */
export async function PreviewTools() {
  if (!(await draftMode()).isEnabled) return null;
  return <PreviewLoader />;
}
