import { connection } from "next/server";
import { answerSignature } from "@/reach/wechat/endpoint";

// GET /api/wechat/signature?url=… — wx.config's signature for a page of this site opened in WeChat.
export async function GET(request: Request) {
  await connection(); // never prerendered: every answer is fresh
  return answerSignature(request);
}
