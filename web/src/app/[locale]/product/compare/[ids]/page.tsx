import { compareRoute } from "@/routing/catalogue-routes";

// Products side by side: /product/compare?ids=a,b is rewritten here by the proxy (catalogue/rewrite.ts).
export const generateStaticParams = compareRoute.generateStaticParams;
export const generateMetadata = compareRoute.generateMetadata;
export default compareRoute.Page;
