import { productRoute } from "@/catalogue/routes";

// A product of the catalogue: /product/<slug> (catalogue/routes.tsx).
export const generateStaticParams = productRoute.generateStaticParams;
export const generateMetadata = productRoute.generateMetadata;
export default productRoute.Page;
