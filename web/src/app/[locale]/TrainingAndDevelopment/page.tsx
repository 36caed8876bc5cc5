import { companyRoute } from "@/company/routes";

const route = companyRoute("trainingAndDevelopment", "/TrainingAndDevelopment");
export default route.Page;
export const generateMetadata = route.generateMetadata;
