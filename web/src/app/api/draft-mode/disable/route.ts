import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { safeRedirectPath } from "@/content/draft";

/** Leaves draft mode and returns to the page the editor was on. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirect")));
}
