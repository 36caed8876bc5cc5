import { companyRoute } from "@/company/routes";

const route = companyRoute("quality", "/quality");
export default route.Page;
export const generateMetadata = route.generateMetadata;
