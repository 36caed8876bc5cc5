import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/db/client";
import type { Locale } from "@/i18n/config";
import { SESSION_COOKIE, type Staff, sessionOf } from "./auth";

/** The signed-in staff member of a page, or off to the sign-in page. */
export async function requireStaff(lang: Locale): Promise<Staff> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const { db } = await getDatabase();
  const staff = await sessionOf(db, token);
  if (!staff) redirect(`/inbox/${lang}/login`);
  return staff;
}
