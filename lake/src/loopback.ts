// What counts as this machine, for the lake's guards against DNS rebinding and foreign pages.
// Names are parsed, never compared by prefix: `127.evil.example` is a DNS name anyone can point
// anywhere, so only `localhost`, its subdomains (browsers resolve `*.localhost` to loopback
// themselves, RFC 6761), IPv4 addresses in 127.0.0.0/8 and [::1] are loopback.
import { isIPv4, isIPv6 } from "node:net";

/** Whether a host name (no port; IPv6 with or without brackets) is a loopback address or name. */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (isIPv4(name)) return name.split(".")[0] === "127";
  const bare = name.startsWith("[") && name.endsWith("]") ? name.slice(1, -1) : name;
  // URL parsing writes [0:0:0:0:0:0:0:1] as [::1]; a name given in options is compared the same way.
  return isIPv6(bare) && new URL(`http://[${bare}]`).hostname === "[::1]";
}

/** The host name of a Host header (`name:port`, `[v6]:port`), or null when it is not one. */
export function hostnameOf(hostHeader: string | undefined): string | null {
  // Anything URL parsing would read as a path, credentials or another part is not a host.
  if (!hostHeader || /[/\\@?#\s]/.test(hostHeader)) return null;
  try {
    return new URL(`http://${hostHeader}`).hostname;
  } catch {
    return null;
  }
}
