import "server-only";
import type { SHELL_SETTINGS_QUERY_RESULT } from "@wafer/schemas/types";
import { SHELL_SETTINGS_QUERY } from "@/content/queries";
import { type ContentSource, contentSource } from "@/content/source";
import type { Locale } from "@/i18n/config";
import type { Dictionary } from "@/i18n/dictionaries/zh";
import { errorField, log } from "@/ops/log";

/** Site settings the shell shows. Every field has a default, so the frame renders without a backend. */
export interface ShellSettings {
  companyName: string;
  companyShortName: string;
  icpNumber: string | null;
  icpLink: string;
  publicSecurityFilingText: string | null;
  publicSecurityFilingLink: string | null;
}

/** The national ICP filing lookup: where the ICP number links when settings name no other target. */
const ICP_LOOKUP = "https://beian.miit.gov.cn/";

/**
 * Reads the shell's site settings. A failing read is only logged (docs/product.md, Errors and resilience): the visitor gets the
 * frame with the dictionary's company names and without filing numbers rather than an error page.
 */
export async function loadShellSettings(
  locale: Locale,
  site: Dictionary["site"],
  source: Pick<ContentSource, "fetch"> = contentSource(),
): Promise<ShellSettings> {
  const defaults: ShellSettings = {
    companyName: site.companyName,
    companyShortName: site.shortName,
    icpNumber: null,
    icpLink: ICP_LOOKUP,
    publicSecurityFilingText: null,
    publicSecurityFilingLink: null,
  };
  let row: SHELL_SETTINGS_QUERY_RESULT = null;
  try {
    row = await source.fetch({ query: SHELL_SETTINGS_QUERY, params: { locale }, tags: ["siteSettings"] });
  } catch (error) {
    log("content").error({ err: errorField(error) }, "site settings not read; the footer shows defaults");
  }
  if (!row) return defaults;
  return {
    companyName: row.companyName || defaults.companyName,
    companyShortName: row.companyShortName || defaults.companyShortName,
    icpNumber: row.icpNumber || null,
    icpLink: row.icpLink || defaults.icpLink,
    publicSecurityFilingText: row.publicSecurityFilingText || null,
    publicSecurityFilingLink: row.publicSecurityFilingLink || null,
  };
}
