import { companyRoute } from "@/company/routes";
import { TeamTemplate } from "@/company/templates";

const route = companyRoute("team", "/team", TeamTemplate);
export default route.Page;
export const generateMetadata = route.generateMetadata;
