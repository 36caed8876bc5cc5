import { tableRoute } from "@/routing/page-route";

const route = tableRoute("home");
export default route.Page;
export const generateMetadata = route.generateMetadata;
