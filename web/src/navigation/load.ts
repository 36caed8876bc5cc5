import "server-only";
import { MENUS_QUERY } from "@/content/queries";
import { type ContentSource, contentSource } from "@/content/source";
import type { Locale } from "@/i18n/config";
import { errorField, log } from "@/ops/log";
import { buildMenus, type SiteMenus } from "./menus";

/**
 * Reads the menus document through the content cache (tagged with it and with the pages its items
 * link to, so a publish of either refreshes every page's menus) and builds this language's menus. A
 * failing read is only logged: the visitor gets the route table's menus rather than an error page.
 */
export async function loadMenus(
  locale: Locale,
  source: Pick<ContentSource, "fetch"> = contentSource(),
): Promise<SiteMenus> {
  try {
    return buildMenus(await source.fetch({ query: MENUS_QUERY, tags: ["menus"] }), locale);
  } catch (error) {
    log("content").error({ err: errorField(error) }, "menus not read; the route table's menus apply");
    return buildMenus(null, locale);
  }
}
