import { companyRoute } from "@/company/routes";

const route = companyRoute("join", "/join");
export default route.Page;
export const generateMetadata = route.generateMetadata;
