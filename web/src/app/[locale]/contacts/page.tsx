import { companyRoute } from "@/company/routes";
import { MediaContactsTemplate } from "@/company/templates";

const route = companyRoute("contacts", "/contacts", MediaContactsTemplate);
export default route.Page;
export const generateMetadata = route.generateMetadata;
