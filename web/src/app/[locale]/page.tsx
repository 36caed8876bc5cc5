import { companyRoute } from "@/company/routes";
import { HomeTemplate } from "@/company/templates";

const route = companyRoute("home", "/", HomeTemplate);
export default route.Page;
export const generateMetadata = route.generateMetadata;
