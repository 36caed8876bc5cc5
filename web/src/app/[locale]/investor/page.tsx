import { companyRoute } from "@/company/routes";
import { StayTunedTemplate } from "@/company/templates";
import type { Locale } from "@/i18n/config";

const route = companyRoute("investor", "/investor", ({ locale }: { locale: Locale }) => (
  <StayTunedTemplate locale={locale} pageKey="investor" />
));
export default route.Page;
export const generateMetadata = route.generateMetadata;
