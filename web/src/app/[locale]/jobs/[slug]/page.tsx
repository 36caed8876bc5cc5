import { jobRoute } from "@/recruitment/routes";

// A job post: /jobs/<slug> (recruitment/routes.tsx).
export const generateStaticParams = jobRoute.generateStaticParams;
export const generateMetadata = jobRoute.generateMetadata;
export default jobRoute.Page;
