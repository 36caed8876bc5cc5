import { clientAddress, normalizeAddress } from "@wafer/server-kit/client-address";
import { describe, expect, it } from "vitest";
import { parseWebEnv } from "@/config/env";
import { rateLimitKey } from "./client-ip";

describe("client address", () => {
  it.each([
    // [case, socket, X-Forwarded-For, trusted hops, expected]
    ["no proxy: the socket", "203.0.113.5", null, 0, "203.0.113.5"],
    ["no proxy: a spoofed header is ignored", "203.0.113.5", "1.2.3.4", 0, "203.0.113.5"],
    ["no proxy: a spoofed list is ignored", "203.0.113.5", "1.2.3.4, 5.6.7.8", 0, "203.0.113.5"],
    ["IPv4-mapped IPv6 socket", "::ffff:203.0.113.5", null, 0, "203.0.113.5"],
    ["one proxy that overwrites the header", "127.0.0.1", "198.51.100.7", 1, "198.51.100.7"],
    ["one proxy that appends to a spoofed header", "127.0.0.1", "1.2.3.4, 198.51.100.7", 1, "198.51.100.7"],
    ["two proxies", "10.0.0.2", "1.2.3.4, 198.51.100.7, 10.0.0.1", 2, "198.51.100.7"],
    ["proxy configured but request came direct", "198.51.100.9", null, 1, "198.51.100.9"],
    ["port and brackets removed", "127.0.0.1", "[2001:db8::1]:443", 1, "2001:db8::1"],
    ["IPv4 with port", "127.0.0.1", "198.51.100.7:5555", 1, "198.51.100.7"],
    ["no socket and no proxy", null, "1.2.3.4", 0, "unknown"],
  ] as const)("%s", (_case, socket, forwardedFor, trustedHops, expected) => {
    expect(clientAddress({ socket, forwardedFor, trustedHops })).toBe(expected);
  });

  it("caps what it keeps", () => {
    expect(clientAddress({ socket: "127.0.0.1", forwardedFor: "x".repeat(500), trustedHops: 1 })).toHaveLength(64);
  });

  it.each([
    ["0", 0],
    ["1", 1],
    ["2", 2],
    ["", 0],
  ])("TRUSTED_PROXY_HOPS=%j means %i", (value, hops) => {
    const parsed = parseWebEnv({ TRUSTED_PROXY_HOPS: value });
    expect(parsed.ok && parsed.config.TRUSTED_PROXY_HOPS).toBe(hops);
  });

  it.each(["-1", "1.5", "yes", "99"])("TRUSTED_PROXY_HOPS=%j stops the start", (value) => {
    const parsed = parseWebEnv({ TRUSTED_PROXY_HOPS: value });
    expect(parsed.ok ? "" : parsed.message).toContain(
      `TRUSTED_PROXY_HOPS is "${value}": expected an integer from 0 to 10`,
    );
  });

  it("counts IPv6 clients by /64 network, IPv4 by address", () => {
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("198.51.100.7")).toBe("198.51.100.7");
    expect(normalizeAddress(" 2001:DB8::1 ")).toBe("2001:db8::1");
  });
});
