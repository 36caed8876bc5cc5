import { newsFeedResponse } from "@/news/feed";

// RSS 2.0 feeds of company news, /feed/zh.xml and /feed/en.xml.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return newsFeedResponse((await params).file);
}
