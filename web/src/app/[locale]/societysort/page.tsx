import { hiringOverviewRoute } from "@/recruitment/routes";

const route = hiringOverviewRoute("social", "/societysort");
export default route.Page;
export const generateMetadata = route.generateMetadata;
