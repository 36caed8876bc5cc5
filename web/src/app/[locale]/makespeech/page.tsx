import { companyRoute } from "@/company/routes";

const route = companyRoute("makespeech", "/makespeech");
export default route.Page;
export const generateMetadata = route.generateMetadata;
