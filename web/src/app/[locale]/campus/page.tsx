import { hiringOverviewRoute } from "@/recruitment/routes";

const route = hiringOverviewRoute("campus", "/campus");
export default route.Page;
export const generateMetadata = route.generateMetadata;
