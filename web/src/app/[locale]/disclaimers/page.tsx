import { legalRoute } from "@/company/routes";

const route = legalRoute("disclaimer", "/disclaimers");
export default route.Page;
export const generateMetadata = route.generateMetadata;
