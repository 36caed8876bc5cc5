import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { draftSecretMatches, safeRedirectPath } from "@/content/draft";
import { sanityClient, sanityConfig, sanityConfigured } from "@/content/sanity";

// Turns on draft mode. With a Sanity project, the studio's Presentation tool calls this with a
// short-lived preview-URL secret that we check against the project; in embedded mode the caller
// must know DRAFT_MODE_SECRET: /api/draft-mode/enable?secret=…&redirect=/news/…
export async function GET(request: Request) {
  const url = new URL(request.url);
  let redirectTo: string;
  if (sanityConfigured()) {
    if (!sanityConfig.token) return new Response("SANITY_API_READ_TOKEN is required for previews", { status: 503 });
    const { isValid, redirectTo: target } = await validatePreviewUrl(
      sanityClient().withConfig({ token: sanityConfig.token }),
      request.url,
    );
    if (!isValid) return new Response("Invalid preview secret", { status: 401 });
    redirectTo = safeRedirectPath(target);
  } else {
    if (!draftSecretMatches(url.searchParams.get("secret"))) {
      return new Response("Invalid preview secret", { status: 401 });
    }
    redirectTo = safeRedirectPath(url.searchParams.get("redirect"));
  }
  (await draftMode()).enable();
  redirect(redirectTo);
}
