import { contentImageResponse } from "@/media/files";

// /media/<file>: content images, served by the site itself (nothing a visitor loads comes from elsewhere).
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return contentImageResponse((await params).file);
}
