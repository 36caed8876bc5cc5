import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { IntentLink } from "@/components/IntentLink";
import { getDatabase } from "@/db/client";
import { isLocale, localePath } from "@/i18n/config";
import { FormPage, formPageStyles } from "../components/FormPage";
import { formMessages } from "../messages";
import { type ConfirmResult, checkConfirmation } from "../server/confirm";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[]; result?: string | string[] }>;
};

const RESULTS: ConfirmResult[] = ["confirmed", "already", "expired", "invalid"];

export async function emailConfirmationMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const { locale } = await params;
  return isLocale(locale) ? { title: formMessages(locale).pages.handleEmail.title, robots: { index: false } } : {};
}

/**
 * /handleEmail?token=… — the link of the acknowledgement email. Opening it changes nothing (mail
 * scanners open links on their own); the visitor confirms with the button, a POST to
 * /api/email-confirmation, which comes back here with ?result=….
 */
export async function EmailConfirmationPage({ params, searchParams }: Props) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { token, result: given } = await searchParams;
  const t = formMessages(locale).pages.handleEmail;
  let result: ConfirmResult | "pending" = "invalid";
  if (typeof given === "string" && (RESULTS as string[]).includes(given)) result = given as ConfirmResult;
  else if (typeof token === "string") {
    const { db } = await getDatabase();
    result = await checkConfirmation(db, token);
  }
  return (
    <FormPage title={t.title}>
      <p className={formPageStyles.notice} role="status" data-result={result}>
        {t[result]}
      </p>
      {result === "pending" && typeof token === "string" ? (
        <form method="post" action="/api/email-confirmation">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className={formPageStyles.link}>
            {t.confirm}
          </button>
        </form>
      ) : null}
      <p>
        <IntentLink className={formPageStyles.link} href={localePath(locale, "/")}>
          {t.home}
        </IntentLink>
      </p>
    </FormPage>
  );
}
