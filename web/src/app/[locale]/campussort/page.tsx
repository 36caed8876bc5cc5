import { tableRoute } from "@/routing/page-route";

const route = tableRoute("campussort");
export default route.Page;
export const generateMetadata = route.generateMetadata;
