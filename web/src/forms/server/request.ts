/** The client's address: the right-most X-Forwarded-For entry, the one our own proxy (or Next) saw. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").pop()?.trim();
  const ip = last || headers.get("x-real-ip")?.trim() || "unknown";
  return ip.slice(0, 64);
}

export class BodyTooLarge extends Error {}

/**
 * Reads a request body, stopping as soon as it exceeds `limit` bytes: an oversized upload is refused
 * without being buffered, whether or not it announced its length.
 */
export async function readBodyCapped(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading and drop the rest. (Cancelling races undici's multipart encoder when the body
      // was built in-process, which then throws outside any handler.)
      reader.releaseLock();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
