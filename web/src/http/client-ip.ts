// Which address a request to the site comes from: the rule (and why) is in
// lake/src/client-address.ts, shared with the lake's sign-in lockout.
import { clientAddress, proxyHopsOf } from "@wafer/lake/client-address";

/** Set on every request from its socket by socket-address.ts; any value a client sends is replaced. */
export const SOCKET_ADDRESS_HEADER = "x-wafer-socket-address";

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

/** TRUSTED_PROXY_HOPS: how many proxies of our own stand in front of the site (0: trust none). */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  return proxyHopsOf(env.TRUSTED_PROXY_HOPS);
}

/** The client address of a request handled by this server. */
export function clientIp(headers: Headers): string {
  return clientAddress({
    socket: headers.get(SOCKET_ADDRESS_HEADER),
    forwardedFor: headers.get("x-forwarded-for"),
    trustedHops: trustedProxyHops(),
  });
}
