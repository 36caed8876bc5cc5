import { companyRoute } from "@/company/routes";

const route = companyRoute("research", "/research");
export default route.Page;
export const generateMetadata = route.generateMetadata;
