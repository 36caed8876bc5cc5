import { companyRoute } from "@/company/routes";

const route = companyRoute("senseworth", "/senseworth");
export default route.Page;
export const generateMetadata = route.generateMetadata;
