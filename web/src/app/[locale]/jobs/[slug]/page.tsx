import { jobRoute } from "@/routing/job-routes";

// A job post: /jobs/<slug> (routing/job-routes.tsx).
export const generateStaticParams = jobRoute.generateStaticParams;
export const generateMetadata = jobRoute.generateMetadata;
export default jobRoute.Page;
