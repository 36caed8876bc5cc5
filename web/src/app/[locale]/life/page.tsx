import { companyRoute } from "@/company/routes";

const route = companyRoute("life", "/life");
export default route.Page;
export const generateMetadata = route.generateMetadata;
