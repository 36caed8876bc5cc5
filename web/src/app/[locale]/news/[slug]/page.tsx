import { newsStoryRoute } from "@/routing/news-routes";

// A news story: /news/<slug> (routing/news-routes.tsx).
export const generateStaticParams = newsStoryRoute.generateStaticParams;
export const generateMetadata = newsStoryRoute.generateMetadata;
export default newsStoryRoute.Page;
