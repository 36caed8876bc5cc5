import { newsListPageRoute } from "@/routing/news-routes";

// Pages 2..n of the news list: /news/page/<n> (routing/news-routes.tsx).
export const generateStaticParams = newsListPageRoute.generateStaticParams;
export const generateMetadata = newsListPageRoute.generateMetadata;
export default newsListPageRoute.Page;
