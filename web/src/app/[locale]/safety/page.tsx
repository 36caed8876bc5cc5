import { companyRoute } from "@/company/routes";

const route = companyRoute("safety", "/safety");
export default route.Page;
export const generateMetadata = route.generateMetadata;
