import { pageSegmentRoute } from "@/routing/page-route";

// Every route of the table (schemas/src/routes.ts) without a folder of its own: /about, /policy…
export const generateStaticParams = pageSegmentRoute.generateStaticParams;
export default pageSegmentRoute.Page;
export const generateMetadata = pageSegmentRoute.generateMetadata;
