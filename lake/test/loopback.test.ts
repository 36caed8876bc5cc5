import { describe, expect, it } from "vitest";
import { hostnameOf, isLoopbackName } from "../src/loopback.ts";

describe("isLoopbackName", () => {
  it("accepts localhost, its subdomains, 127.0.0.0/8 and [::1] as parsed addresses", () => {
    for (const name of ["localhost", "LOCALHOST", "local.localhost", "127.0.0.1", "127.255.1.2", "[::1]", "::1"])
      expect(isLoopbackName(name), name).toBe(true);
  });
  it("refuses names that only start like a loopback address", () => {
    for (const name of [
      "127.evil.example",
      "127.0.0.1.evil.example",
      "localhost.evil.example",
      "128.0.0.1",
      "[::2]",
      "",
    ])
      expect(isLoopbackName(name), name).toBe(false);
  });
});

describe("hostnameOf", () => {
  it("reads the host name of a Host header, normalized as browsers do", () => {
    expect(hostnameOf("127.evil.example:3333")).toBe("127.evil.example");
    expect(hostnameOf("[::1]:3333")).toBe("[::1]");
    expect(hostnameOf("127.1:3333")).toBe("127.0.0.1");
    expect(hostnameOf("localhost")).toBe("localhost");
  });
  it("is null for what is not a host", () => {
    for (const value of ["evil.example@localhost", "localhost/x", "", undefined]) expect(hostnameOf(value)).toBeNull();
  });
});
