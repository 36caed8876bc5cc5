// Payloads of the outside probes of issue 40 against the lake, kept here so each test sends
// exactly what was sent.

/**
 * Row 5: every document, each carrying four copies of the whole dataset. Over the seed (262
 * documents, 313 KB) that is a 328 MB answer; before issue 40 the lake built and sent it (10.7 s,
 * main thread blocked 6.7 s, RSS 481 MB → 1.25 GB).
 */
export const RESULT_BOMB = `*[]{"a1":*[],"a2":*[],"a3":*[],"a4":*[]}`;

/** A body past the lake's JSON cap (32 MB), sent in 1 MB chunks so the sender never holds it. */
export function* oversizedBody(bytes = 40 * 1024 * 1024, chunk = 1024 * 1024): Generator<Uint8Array> {
  const piece = new Uint8Array(chunk).fill(0x20);
  for (let sent = 0; sent < bytes; sent += chunk) yield piece;
}

/**
 * Issue 32's N³ join: every document with the whole dataset, each with the whole dataset again
 * (262³ objects over the seed). It used to grow a query worker's heap to its 256 MB limit.
 */
export const CUBIC_JOIN = `count(*[]{"a":*[]{"b":*[]{_id}}})`;

/** Issue 32's backtracking `match`: a 30,000-character token against 200 wildcards. */
export const MATCH_BOMB = `"${"a".repeat(30_000)}" match "${"a*".repeat(200)}b"`;
