import "server-only";
import type { FormType } from "@/db/schema";
import { noStore, plain, staffOf } from "./request";
import { formsFor, mayRead } from "./roles";
import { liveState } from "./store";

/** GET /inbox/live?form=…: the newest submission the caller may see, and how many are new. */
export async function handleLive(request: Request): Promise<Response> {
  const found = await staffOf(request);
  if (found instanceof Response) return found;
  const { database, staff } = found;
  const form = new URL(request.url).searchParams.get("form") as FormType | null;
  if (form && !mayRead(staff.roles, form)) return plain(403, "无权查看 / Not allowed");
  const state = await liveState(database.db, form ? [form] : formsFor(staff.roles));
  return Response.json(state, { headers: noStore });
}
