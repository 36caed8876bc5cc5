import { describe, expect, it } from "vitest";
import { signInRedirect } from "./sign-in-gate";

describe("the inbox's sign-in gate in the proxy", () => {
  it("sends a visitor without a session to the sign-in page of the path's language", () => {
    expect(signInRedirect("/inbox/zh", false)).toBe("/inbox/zh/login");
    expect(signInRedirect("/inbox/en", false)).toBe("/inbox/en/login");
    expect(signInRedirect("/inbox/en/audit", false)).toBe("/inbox/en/login");
    expect(signInRedirect("/inbox/zh/s/12", false)).toBe("/inbox/zh/login");
  });

  it("lets the sign-in page, and everyone with a session cookie, through to the page", () => {
    expect(signInRedirect("/inbox/zh/login", false)).toBeNull();
    expect(signInRedirect("/inbox/en/login", false)).toBeNull();
    expect(signInRedirect("/inbox/zh", true)).toBeNull();
    expect(signInRedirect("/inbox/en/audit", true)).toBeNull();
  });

  it("leaves paths that are no inbox page alone", () => {
    expect(signInRedirect("/inbox/fr", false)).toBeNull();
    expect(signInRedirect("/inboxes", false)).toBeNull();
  });
});
