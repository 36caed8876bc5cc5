import { connection } from "next/server";
import { answerKeyFile } from "@/reach/push/key-file";

// GET /<key>.txt (rewritten here by next.config.ts): IndexNow's key file, from INDEXNOW_KEY.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection(); // read at run time: the key is the server's, not the build's
  return answerKeyFile((await params).file);
}
