// Which address a request comes from, for the site's rate limits and consent records and the
// lake's sign-in throttle (one rule for both: @wafer/server-kit/client-address).
//
// X-Forwarded-For is written by whoever sends the request: with no proxy in front (`npm start`)
// a bot writes a new value per request and every per-IP limit is void. So the address is the TCP
// peer (the socket) unless the operator says how many proxies of their own stand in front
// (TRUSTED_PROXY_HOPS for the site, LAKE_TRUSTED_PROXY_HOPS for the lake, 1 behind the documented
// nginx). Then each trusted proxy has appended the address it saw, and the client is the entry
// that many places from the right, counting the socket as the right-most: the same rule as
// Express's numeric "trust proxy".

export interface AddressFacts {
  /** The TCP peer's address, or null when the server could not record it. */
  socket: string | null;
  /** The X-Forwarded-For header as received, or null. */
  forwardedFor: string | null;
  /** How many proxies of our own stand in front of the server. */
  trustedHops: number;
}

const MAX_ADDRESS_LENGTH = 64;

/** "::ffff:1.2.3.4" → "1.2.3.4"; brackets and ports of "[::1]:80" or "1.2.3.4:80" removed. */
export function normalizeAddress(value: string): string {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  if (/^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/i.test(address)) address = address.slice(7);
  return address.toLowerCase().slice(0, MAX_ADDRESS_LENGTH);
}

/** The client's address by the rule above; "unknown" only when nothing at all is known. */
export function clientAddress({ socket, forwardedFor, trustedHops }: AddressFacts): string {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!socket && trustedHops === 0) return "unknown";
  // Without the socket (never in a running server) the right-most entry stands in for the first hop.
  chain.push(socket ?? "");
  const index = Math.max(0, chain.length - 1 - trustedHops);
  if (!chain[index]) return "unknown";
  return normalizeAddress(chain[index] as string) || "unknown";
}

/** A count of trusted proxies: a non-negative integer up to 10; anything else counts as 0 (trust nothing). */
export function proxyHopsOf(setting: string | undefined): number {
  const value = Number(setting ?? 0);
  return Number.isInteger(value) && value >= 0 && value <= 10 ? value : 0;
}

/**
 * The key a rate limit counts by: the address itself for IPv4, its /64 network for IPv6 (one
 * home or server usually holds a whole /64, so counting single IPv6 addresses counts nothing).
 */
export function rateLimitKey(address: string): string {
  if (!address.includes(":")) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address;
}

function expandIpv6(address: string): string[] | null {
  const [head = "", tail, ...rest] = address.split("::");
  if (rest.length > 0) return null;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))
    ? groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    : null;
}
