// Which address a request to the site comes from: the rule (and why) is in
// server-kit/src/client-address.ts (@wafer/server-kit), shared with the lake's sign-in throttle, as is the key a rate limit
// counts by (rateLimitKey: an IPv6 address's /64).
import { clientAddress } from "@wafer/server-kit/client-address";
import { config } from "../config/env.ts";

export { rateLimitKey } from "@wafer/server-kit/client-address";

/** Set on every request from its socket by socket-address.ts; any value a client sends is replaced. */
export const SOCKET_ADDRESS_HEADER = "x-wafer-socket-address";

/** TRUSTED_PROXY_HOPS: how many proxies of our own stand in front of the site (0: trust none). */
export const trustedProxyHops = (): number => config().TRUSTED_PROXY_HOPS;

/** The client address of a request handled by this server. */
export function clientIp(headers: Headers): string {
  return clientAddress({
    socket: headers.get(SOCKET_ADDRESS_HEADER),
    forwardedFor: headers.get("x-forwarded-for"),
    trustedHops: trustedProxyHops(),
  });
}
