import { legalRoute } from "@/company/routes";

const route = legalRoute("terms", "/term");
export default route.Page;
export const generateMetadata = route.generateMetadata;
