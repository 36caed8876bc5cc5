import { companyRoute } from "@/company/routes";
import { ContactTemplate } from "@/company/templates";

const route = companyRoute("contact", "/contact", ContactTemplate);
export default route.Page;
export const generateMetadata = route.generateMetadata;
