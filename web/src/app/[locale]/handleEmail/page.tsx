import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getDatabase } from "@/db/client";
import { FormPage, formPageStyles } from "@/forms/components/FormPage";
import { formMessages } from "@/forms/messages";
import { type ConfirmResult, confirmEmail } from "@/forms/server/confirm";
import { isLocale, localePath } from "@/i18n/config";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

// Rendered per request (it depends on the date or the token): a blocking route, not a prerender.
export const instant = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const { locale } = await params;
  return isLocale(locale) ? { title: formMessages(locale).pages.handleEmail.title, robots: { index: false } } : {};
}

/** /handleEmail?token=… — the link of the acknowledgement email: confirms the visitor's address. */
export default async function HandleEmailPage({ params, searchParams }: Props) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { token } = await searchParams;
  const t = formMessages(locale).pages.handleEmail;
  let result: ConfirmResult = "invalid";
  if (typeof token === "string") {
    const { db } = await getDatabase();
    result = await confirmEmail(db, token);
  }
  return (
    <FormPage title={t.title}>
      <p className={formPageStyles.notice} role="status" data-result={result}>
        {t[result]}
      </p>
      <p>
        <Link className={formPageStyles.link} href={localePath(locale, "/")}>
          {t.home}
        </Link>
      </p>
    </FormPage>
  );
}
