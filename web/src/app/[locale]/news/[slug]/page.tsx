import { newsStoryRoute } from "@/news/routes";

// A news story: /news/<slug> (news/routes.tsx).
export const generateStaticParams = newsStoryRoute.generateStaticParams;
export const generateMetadata = newsStoryRoute.generateMetadata;
export default newsStoryRoute.Page;
