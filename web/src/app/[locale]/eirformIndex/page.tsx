import { companyRoute } from "@/company/routes";
import { EirformIndexTemplate } from "@/company/templates";

const route = companyRoute("eirformIndex", "/eirformIndex", EirformIndexTemplate);
export default route.Page;
export const generateMetadata = route.generateMetadata;
