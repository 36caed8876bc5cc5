import type { Metadata } from "next";
import { SITE_VERIFICATION_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { stegaCleanDeep } from "@/content/stega";

// The search engines' site-verification tags (Baidu, Bing, Google, Sogou, 360), from the site
// settings, for the home page's head: an operator proves to each engine's webmaster platform that
// they own the site, which Baidu's push API and Bing's webmaster tools require. Empty by default.

export interface VerificationCodes {
  baidu?: string | null;
  bing?: string | null;
  google?: string | null;
  sogou?: string | null;
  so360?: string | null;
}

/** The codes as Next's `verification` metadata: one `<meta name=… content=…>` each that is set. */
export function verificationMetadata(codes: VerificationCodes | null | undefined): Metadata["verification"] {
  const clean = stegaCleanDeep(codes ?? {});
  const other: Record<string, string> = {};
  if (clean.baidu) other["baidu-site-verification"] = clean.baidu;
  if (clean.bing) other["msvalidate.01"] = clean.bing;
  if (clean.sogou) other.sogou_site_verification = clean.sogou;
  if (clean.so360) other["360-site-verification"] = clean.so360;
  if (!clean.google && Object.keys(other).length === 0) return undefined;
  return { ...(clean.google ? { google: clean.google } : {}), ...(Object.keys(other).length ? { other } : {}) };
}

/** The site settings' verification codes, as metadata of the home page. */
export async function siteVerification(): Promise<Metadata["verification"]> {
  return verificationMetadata(await contentSource().fetch({ query: SITE_VERIFICATION_QUERY }));
}
