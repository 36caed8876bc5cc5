import { pageSegmentRoute } from "@/routing/page-route";

// Every route of the table (schemas/src/routes.ts) without a folder of its own: /about, /policy…,
// and the editors' pages (sitePage documents, issue 42) at the paths they chose: /semicon-2027.
export const generateStaticParams = pageSegmentRoute.generateStaticParams;
export default pageSegmentRoute.Page;
export const generateMetadata = pageSegmentRoute.generateMetadata;
