import type { Metadata } from "next";
import { pageContent } from "@/company/content";
import { companyMetadata } from "@/company/metadata";
import { type Locale, routeLocale } from "@/i18n/config";
import { FormPage } from "./components/FormPage";
import { SubmissionForm } from "./components/SubmissionForm";
import { formMessages } from "./messages";

// The route files of /message and /eirform are a few lines each: they take their page from here.

type RouteProps = { params: Promise<{ locale: string }> };
type Heading = { title: string; lead?: string | null; description?: string | null; site?: object | null };

/**
 * Where a form page's title and lead come from: /message has a page document (`message`), which
 * editors change in the studio; the inquiry form (/eirform) has none and keeps the forms' own words.
 */
async function heading(kind: "message" | "inquiry", locale: Locale): Promise<Heading> {
  if (kind === "inquiry") return formMessages(locale).pages.inquiry;
  const { copy, site } = await pageContent(locale, "message");
  return { title: copy.title, lead: copy.intro, description: copy.seoDescription || copy.intro, site };
}

/** A page holding one of the public forms that need no job: the message form or the product inquiry. */
export function formRoute(kind: "message" | "inquiry", path: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route module, at import time
  async function Page({ params }: RouteProps) {
    const locale = await routeLocale(params);
    const { title, lead } = await heading(kind, locale);
    return (
      <FormPage title={title} lead={lead ?? undefined}>
        <SubmissionForm kind={kind} locale={locale} />
      </FormPage>
    );
  }
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const locale = await routeLocale(params);
    const { title, description, site } = await heading(kind, locale);
    return companyMetadata(locale, path, title, description, site);
  }
  return { Page, generateMetadata };
}
