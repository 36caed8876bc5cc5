import type { Metadata } from "next";
import { siteVerification } from "@/metadata/verification";
import { tableRoute } from "@/routing/page-route";

const route = tableRoute("home");
export default route.Page;

/** The home page's head also carries the search engines' site-verification tags (site settings). */
export async function generateMetadata(props: Parameters<typeof route.generateMetadata>[0]): Promise<Metadata> {
  const [page, verification] = await Promise.all([route.generateMetadata(props), siteVerification()]);
  return verification ? { ...page, verification } : page;
}
