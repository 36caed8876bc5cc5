import { tableRoute } from "@/routing/page-route";

const route = tableRoute("societysort");
export default route.Page;
export const generateMetadata = route.generateMetadata;
