// The one check for every redirect target taken from a request (draft mode's `redirect`, the
// preview URL's target, anything later): the result is always a path on this site.

const MAX_TARGET_LENGTH = 2048;
/** A stand-in origin: only whether the target stays on it matters, not what it is. */
const ORIGIN = "http://site.invalid";

/**
 * Returns `value` as an absolute path with query and hash when it stays on this site, else
 * `fallback`. Refused: anything not starting with one "/", "//" and "/\" (other hosts to a
 * browser), control characters and backslashes anywhere (browsers strip or reinterpret them, as in
 * "/<TAB>/evil.example"), and overlong input. Non-ASCII comes back percent-encoded, so the
 * Location header is always valid.
 */
export function sameOriginPath(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_TARGET_LENGTH) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN || url.username || url.password) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalised path must still be one plain path (e.g. "/%2F/evil" stays "/%2F/evil", fine).
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}
