// The payloads of issue 40's sign-in rows, kept in the repository for the end-to-end test
// (web/e2e-security/sign-in.spec.ts) and anyone re-running the probe by hand.
//
// Row 1: ~25 inbox sign-in POSTs, each with a different 16 MB `account` value. The lockout used to
// remember every name tried, whole and forever (+130–160 MB a round, until the heap limit).
// Row 2: POST /inbox/action, multipart, 400 MB, no session, Origin = Host: `request.formData()`
// read it all before any session check (+870 MB).

/** Row 1's size of one name: 16 MB. */
export const HUGE_NAME_BYTES = 16 * 1024 * 1024;

/** The `n`th sign-in form of row 1 (urlencoded), each with its own 16 MB name. */
export function hugeNameSignIn(n: number, bytes = HUGE_NAME_BYTES): Buffer {
  const head = `action=sign-in&lang=zh&password=guess&account=${n}-`;
  const body = Buffer.alloc(head.length + bytes, 0x61);
  body.write(head, 0, "latin1");
  return body;
}

/**
 * Row 2's body: a multipart form whose one field is `total` bytes, produced chunk by chunk (the
 * sender never holds it). The boundary goes into the content type.
 */
export function oversizedMultipart(
  total: number,
  chunk = 1024 * 1024,
): { type: string; chunks: () => Generator<Buffer> } {
  const boundary = "----issue40-row2";
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="action"\r\n\r\nnote\r\n--${boundary}\r\ncontent-disposition: form-data; name="body"\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(chunk, 0x62);
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    *chunks() {
      yield head;
      let left = total - head.length - tail.length;
      while (left > 0) {
        const part = left >= chunk ? filler : filler.subarray(0, left);
        left -= part.length;
        yield part;
      }
      yield tail;
    },
  };
}
