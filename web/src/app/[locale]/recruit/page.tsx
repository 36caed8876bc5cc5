import { companyRoute } from "@/company/routes";

const route = companyRoute("recruit", "/recruit");
export default route.Page;
export const generateMetadata = route.generateMetadata;
