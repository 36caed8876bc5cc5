import { compareIndexRoute } from "@/routing/catalogue-routes";

// The comparison before any product is chosen (/product/compare).
export const generateMetadata = compareIndexRoute.generateMetadata;
export default compareIndexRoute.Page;
