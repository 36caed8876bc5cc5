import { companyRoute } from "@/company/routes";

const route = companyRoute("supplier", "/supplier");
export default route.Page;
export const generateMetadata = route.generateMetadata;
