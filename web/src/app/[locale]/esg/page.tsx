import { companyRoute } from "@/company/routes";
import { StayTunedTemplate } from "@/company/templates";
import type { Locale } from "@/i18n/config";

const route = companyRoute("esg", "/esg", ({ locale }: { locale: Locale }) => (
  <StayTunedTemplate locale={locale} pageKey="esg" />
));
export default route.Page;
export const generateMetadata = route.generateMetadata;
