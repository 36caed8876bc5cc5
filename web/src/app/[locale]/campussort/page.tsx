import { hiringOverviewRoute } from "@/recruitment/routes";

const route = hiringOverviewRoute("campus", "/campussort");
export default route.Page;
export const generateMetadata = route.generateMetadata;
