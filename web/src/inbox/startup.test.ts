import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CREATE_ACCOUNT_COMMAND, noInboxAccountWarning } from "./startup";

// Issue 41, item 8: a server with no inbox account started without a word, and staff met only
// "账号或密码不正确". The account is made by the real command (scripts/ops/inbox-account.mjs).
const dir = mkdtempSync(path.join(tmpdir(), "inbox-startup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");

describe("the start-up warning about inbox accounts", () => {
  const file = path.join(dir, "data", "inbox-accounts");

  it("names the file it read and the command that makes an account, in Chinese and English", () => {
    const warning = noInboxAccountWarning(file, {});
    expect(warning).toContain(file);
    expect(warning).toContain(CREATE_ACCOUNT_COMMAND);
    expect(warning).toContain("pnpm inbox:account <name> <roles>");
    expect(warning).toContain("收件箱没有任何账号");
  });

  it("is gone once `pnpm inbox:account` made an account in the same data folder", () => {
    execFileSync(process.execPath, [path.join(ROOT, "scripts", "ops", "inbox-account.mjs"), "mei", "hr"], {
      cwd: ROOT,
      input: "a-long-password-for-mei\n",
      env: { ...process.env, INBOX_ACCOUNTS: "", DATA_DIR: path.join(dir, "data") },
      stdio: ["pipe", "pipe", "pipe"],
    });
    expect(noInboxAccountWarning(file, {})).toBeNull();
  });

  it("is not said when staff sign in through an identity provider", () => {
    expect(noInboxAccountWarning(path.join(dir, "none"), { INBOX_OIDC_ISSUER: "https://id.example.com" })).toBeNull();
  });
});
