import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { formatAccounts, hashPassword } from "@wafer/server-kit/accounts";
import { afterAll, describe, expect, it } from "vitest";
import { reloadConfig } from "@/config/env";
import { testDatabase } from "@/forms/server/testing";
import { checkPassword, closeSession, csrfMatches, openSession, sessionCookie, sessionOf } from "./auth";

// Staff sign-in: the lake's accounts file and hashes, roles, lockout, database sessions.

const dir = mkdtempSync(path.join(tmpdir(), "inbox-auth-"));
process.env.INBOX_ACCOUNTS = path.join(dir, "accounts");
reloadConfig();
writeFileSync(
  process.env.INBOX_ACCOUNTS,
  formatAccounts(
    "test",
    new Map([
      ["hana", { hash: hashPassword("correct horse battery"), roles: ["hr"] }],
      ["editor", { hash: hashPassword("correct horse battery"), roles: [] }],
      ["locky", { hash: hashPassword("correct horse battery"), roles: ["marketing"] }],
    ]),
  ),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("staff sign-in", () => {
  it("accepts the right password with the account's roles, and refuses wrong ones and role-less lines", () => {
    expect(checkPassword("hana", "correct horse battery", "192.0.2.1")).toEqual({ ok: true, roles: ["hr"] });
    expect(checkPassword("hana", "wrong", "192.0.2.1")).toMatchObject({ ok: false, reason: "invalid" });
    expect(checkPassword("nobody", "correct horse battery", "192.0.2.1")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    // A lake editor's line (no roles) opens nothing in the inbox.
    expect(checkPassword("editor", "correct horse battery", "192.0.2.1").ok).toBe(false);
  });

  it("does not lock an account for everyone: ten failures from ten addresses leave its owner in (issue 40, row 6)", () => {
    for (let i = 0; i < 10; i++) checkPassword("locky", `guess ${i}`, `198.51.100.${i}`);
    expect(checkPassword("locky", "correct horse battery", "203.0.113.9")).toEqual({ ok: true, roles: ["marketing"] });
  });

  it("asks one address for a proof of work after three failures of one account, and refuses long names unseen", () => {
    for (let i = 0; i < 3; i++) checkPassword("hana", `guess ${i}`, "198.51.100.77");
    expect(checkPassword("hana", "correct horse battery", "198.51.100.77")).toEqual({ ok: false, reason: "proof" });
    expect(checkPassword("hana", "correct horse battery", "198.51.100.77", true)).toEqual({ ok: true, roles: ["hr"] });
    expect(checkPassword("x".repeat(1_000_000), "correct horse battery", "198.51.100.78")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });

  it("keeps sessions in the database, by a token only the cookie holds, with a CSRF token", async () => {
    const database = await testDatabase("pglite");
    try {
      const token = await openSession(database.db, "hana", ["hr"]);
      const staff = await sessionOf(database.db, token);
      expect(staff).toMatchObject({ account: "hana", roles: ["hr"] });
      expect(csrfMatches(staff as NonNullable<typeof staff>, staff?.csrf)).toBe(true);
      expect(csrfMatches(staff as NonNullable<typeof staff>, "guess")).toBe(false);
      expect(await sessionOf(database.db, `${token}x`)).toBeNull();
      await closeSession(database.db, token);
      expect(await sessionOf(database.db, token)).toBeNull();
    } finally {
      await database.close();
    }
  }, 30_000);

  it("ends a password session when its account is removed, and applies a change of roles at once", async () => {
    const accounts = (roles: Record<string, string[]>) =>
      writeFileSync(
        process.env.INBOX_ACCOUNTS as string,
        formatAccounts(
          "test",
          new Map(
            Object.entries(roles).map(([name, r]) => [name, { hash: hashPassword("correct horse battery"), roles: r }]),
          ),
        ),
      );
    const database = await testDatabase("pglite");
    try {
      accounts({ hana: ["hr"], mark: ["marketing"] });
      const hana = await openSession(database.db, "hana", ["hr"]);
      const mark = await openSession(database.db, "mark", ["marketing"]);
      // An identity provider's session: its roles were given at sign-in, the file has no such account.
      const sso = await openSession(database.db, "li.si@example.com", ["hr"], "oidc");
      accounts({ hana: ["hr", "admin"] });
      expect(await sessionOf(database.db, hana)).toMatchObject({ account: "hana", roles: ["hr", "admin"] });
      expect(await sessionOf(database.db, mark)).toBeNull();
      accounts({ hana: ["hr", "admin"], mark: ["marketing"] });
      // Removed means signed out: the old cookie does not come back with the account.
      expect(await sessionOf(database.db, mark)).toBeNull();
      expect(await sessionOf(database.db, sso)).toMatchObject({ account: "li.si@example.com", roles: ["hr"] });
    } finally {
      await database.close();
    }
  }, 30_000);

  it("sets an HttpOnly, SameSite=Strict cookie under /inbox, Secure over HTTPS", () => {
    expect(sessionCookie("t", false)).toBe("inbox_session=t; Path=/inbox; HttpOnly; SameSite=Strict; Max-Age=43200");
    expect(sessionCookie("t", true)).toMatch(/; Secure$/);
  });
});
