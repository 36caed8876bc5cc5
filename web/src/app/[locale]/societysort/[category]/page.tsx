import { hiringCategoryRoute } from "@/routing/job-routes";

const route = hiringCategoryRoute("social", "/societysort");
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
