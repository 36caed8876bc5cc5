import { filterRoute } from "@/routing/catalogue-routes";

// The catalogue filtered: /product?d=300&type=epi is rewritten here by the proxy (catalogue/rewrite.ts).
export const generateStaticParams = filterRoute.generateStaticParams;
export const generateMetadata = filterRoute.generateMetadata;
export default filterRoute.Page;
