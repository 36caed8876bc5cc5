import { createHash, randomBytes } from "node:crypto";

// WeChat's JS-SDK signature, exactly as its documentation (JS-SDK 说明文档, 附录1 签名算法) gives it:
// the fields noncestr, jsapi_ticket, timestamp and url, sorted by name, joined as key=value pairs
// with `&`, raw (no URL escaping), then SHA-1 in hex. The url is the page's, without `#` and after.

export interface SignatureInput {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}

/** The page URL as WeChat signs it: everything before the first `#`. */
export const withoutFragment = (url: string): string => url.split("#", 1)[0] ?? url;

/** The string WeChat hashes (its "string1"). */
export function signatureBase({ ticket, nonceStr, timestamp, url }: SignatureInput): string {
  // Already in the documented order: jsapi_ticket < noncestr < timestamp < url.
  return `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${withoutFragment(url)}`;
}

export function jsapiSignature(input: SignatureInput): string {
  return createHash("sha1").update(signatureBase(input)).digest("hex");
}

/** A random nonce of 16 letters and digits, as WeChat's examples use. */
export function newNonce(): string {
  return randomBytes(12).toString("base64url").replace(/[-_]/g, "x").slice(0, 16);
}
