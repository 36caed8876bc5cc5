// One way to read a request body for every handler (webhook, forms, anything later): stop as soon
// as it exceeds the limit, whether or not the sender declared a length. Memory use is bounded by
// the limit, never by what the client sends (a chunked 700 MB body used to be buffered whole).

export class BodyTooLarge extends Error {
  constructor() {
    super("request body too large");
  }
}

/** Reads at most `limit` bytes of the body; throws BodyTooLarge beyond that, without reading on. */
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

/** The body as UTF-8 text, capped like readBodyCapped; invalid UTF-8 throws a TypeError. */
export async function readTextCapped(request: Request, limit: number): Promise<string> {
  return new TextDecoder("utf-8", { fatal: true }).decode(await readBodyCapped(request, limit));
}
