import { hiringOverviewRoute } from "@/recruitment/routes";

const route = hiringOverviewRoute("social", "/society");
export default route.Page;
export const generateMetadata = route.generateMetadata;
