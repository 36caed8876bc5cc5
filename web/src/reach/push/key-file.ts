import { indexNowConfig } from "@/reach/config";

// IndexNow's key file, /<key>.txt (next.config.ts rewrites it here): the engines fetch it to check
// that whoever pushed URLs of this host holds the key. Any other name is a 404, like any unknown
// file; without INDEXNOW_KEY every name is.

export function answerKeyFile(file: string): Response {
  const config = indexNowConfig();
  if (!config || file !== `${config.key}.txt`) {
    return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  return new Response(config.key, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
