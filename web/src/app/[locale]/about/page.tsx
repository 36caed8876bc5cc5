import { companyRoute } from "@/company/routes";
import { AboutTemplate } from "@/company/templates";

const route = companyRoute("about", "/about", AboutTemplate);
export default route.Page;
export const generateMetadata = route.generateMetadata;
