import type { SiteRoute, Template } from "@wafer/schemas/routes";
import type { ReactNode } from "react";
import { FormPage } from "@/forms/components/FormPage";
import { LazySubmissionForm } from "@/forms/components/LazySubmissionForm";
import type { Locale } from "@/i18n/config";
import { HiringOverview } from "@/recruitment/HiringPages";
import {
  AboutTemplate,
  ContactTemplate,
  EirformIndexTemplate,
  HomeTemplate,
  LegalTemplate,
  MediaContactsTemplate,
  ProductTemplate,
  QualityTemplate,
  StandardTemplate,
  StayTunedTemplate,
  TeamTemplate,
} from "@/templates";
import { routeHeading } from "./heading";

// What each template of the route table (schemas/src/routes.ts) renders. Templates missing here
// (the news list, the e-mail confirmation, the status page) have route files of their own.

type Render = (route: SiteRoute, locale: Locale) => ReactNode | Promise<ReactNode>;

const required = <T,>(value: T | undefined, what: string, route: SiteRoute): T => {
  if (value === undefined) throw new Error(`Route "${route.key}" needs ${what} in schemas/src/routes.ts`);
  return value;
};

export const TEMPLATES: Partial<Record<Template, Render>> = {
  home: (_, locale) => <HomeTemplate locale={locale} />,
  product: (_, locale) => <ProductTemplate locale={locale} />,
  standard: (route, locale) => (
    <StandardTemplate locale={locale} pageKey={required(route.pageKey, "a pageKey", route)} />
  ),
  stayTuned: (route, locale) => (
    <StayTunedTemplate locale={locale} pageKey={required(route.pageKey, "a pageKey", route)} />
  ),
  about: (_, locale) => <AboutTemplate locale={locale} />,
  team: (_, locale) => <TeamTemplate locale={locale} />,
  quality: (_, locale) => <QualityTemplate locale={locale} />,
  contact: (_, locale) => <ContactTemplate locale={locale} />,
  mediaContacts: (_, locale) => <MediaContactsTemplate locale={locale} />,
  eirformIndex: (_, locale) => <EirformIndexTemplate locale={locale} />,
  hiring: (route, locale) => <HiringOverview locale={locale} jobType={required(route.jobType, "a jobType", route)} />,
  legal: (route, locale) => <LegalTemplate locale={locale} kind={required(route.legalKind, "a legalKind", route)} />,
  form: async (route, locale) => {
    const { title, lead } = await routeHeading(route, locale);
    return (
      <FormPage title={title} lead={lead ?? undefined}>
        <LazySubmissionForm kind={required(route.form, "a form", route)} locale={locale} />
      </FormPage>
    );
  },
};
