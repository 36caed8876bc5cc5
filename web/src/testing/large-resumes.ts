import { createHash, randomBytes } from "node:crypto";
import { MAX_RESUME_BYTES } from "../forms/resume";

// Issue 40, row 7's payload: applications whose resumes are as large as the form accepts, stored
// so that an HR export has to carry them all (20 × 9.9 MB took the whole-archive export 725 MB
// and blocked the site 3.6 s). Random bytes behind a PDF header: a scanned CV does not compress.

/** Just under the form's 10 MB limit, as the probe sent them. */
export const LARGE_RESUME_BYTES = MAX_RESUME_BYTES - 100 * 1024;

/** One resume of `bytes` and its SHA-256, so a test compares without keeping every file. */
export function largeResume(bytes = LARGE_RESUME_BYTES): { data: Uint8Array; sha256: string } {
  const head = new TextEncoder().encode("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
  const tail = new TextEncoder().encode("\n%%EOF\n");
  const data = new Uint8Array(bytes);
  data.set(head, 0);
  data.set(randomBytes(bytes - head.length - tail.length), head.length);
  data.set(tail, bytes - tail.length);
  return { data, sha256: createHash("sha256").update(data).digest("hex") };
}
