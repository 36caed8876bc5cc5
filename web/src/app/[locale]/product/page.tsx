import { companyRoute } from "@/company/routes";
import { ProductTemplate } from "@/company/templates";

const route = companyRoute("product", "/product", ProductTemplate);
export default route.Page;
export const generateMetadata = route.generateMetadata;
