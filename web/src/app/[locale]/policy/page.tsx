import { legalRoute } from "@/company/routes";

const route = legalRoute("privacy", "/policy");
export default route.Page;
export const generateMetadata = route.generateMetadata;
