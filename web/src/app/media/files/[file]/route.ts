import { declarationFileResponse } from "@/media/declarations";

// /media/files/<sha1>.pdf: a compliance declaration's PDF, served by the site itself (nothing a visitor loads comes from elsewhere).
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return declarationFileResponse((await params).file);
}
