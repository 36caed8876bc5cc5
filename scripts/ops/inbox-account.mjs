#!/usr/bin/env node
// Adds or replaces a staff account of the inbox (issue 31), in INBOX_ACCOUNTS (default
// .data/inbox-accounts): the lake's editors format (scrypt hash, server-kit/src/accounts.ts) plus roles.
//   echo "$PASSWORD" | pnpm inbox:account <name> <hr|marketing|admin[,…]>
//   pnpm inbox:account <name> --remove
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(fileURLToPath(import.meta.url), "..", "..", "..");
const { ACCOUNT_NAME, formatAccounts, hashPassword, readAccounts } = await import(
  join(root, "server-kit/src/accounts.ts")
);
const ROLES = ["hr", "marketing", "admin"];

const [name, rolesArg] = process.argv.slice(2);
if (!name || !rolesArg || !ACCOUNT_NAME.test(name)) {
  console.error('usage: echo "$PASSWORD" | pnpm inbox:account <name> <hr|marketing|admin[,…]>  (or --remove)');
  process.exit(2);
}
// The file the site reads: INBOX_ACCOUNTS, else inbox-accounts in the data folder (DATA_DIR, else
// the repository's .data), resolved by the site's own rule (web/src/config/data-dir.ts, issue 41).
const { resolveDataDir } = await import(join(root, "web/src/config/data-dir.ts"));
const file = process.env.INBOX_ACCOUNTS
  ? resolve(process.env.INBOX_ACCOUNTS)
  : join(resolveDataDir(process.env, root), "inbox-accounts");
const accounts = readAccounts(file);
if (rolesArg === "--remove") {
  accounts.delete(name);
} else {
  const roles = rolesArg.split(",");
  if (!roles.every((role) => ROLES.includes(role))) {
    console.error(`roles: ${ROLES.join(", ")} / 角色只能是 ${ROLES.join("、")}`);
    process.exit(2);
  }
  let password = "";
  for await (const chunk of process.stdin) password += chunk;
  password = password.split("\n")[0] ?? "";
  if (password.length < 10) {
    console.error("密码至少 10 个字符。The password needs at least 10 characters.");
    process.exit(2);
  }
  accounts.set(name, { hash: hashPassword(password), roles });
}
// Owner-only, replaced in one step.
mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
const draft = `${file}.${process.pid}`;
writeFileSync(draft, formatAccounts("Staff of the inbox: name:scrypt hash:roles (pnpm inbox:account)", accounts), {
  mode: 0o600,
});
renameSync(draft, file);
console.log(`${rolesArg === "--remove" ? "removed" : "saved"} ${name} in ${file}`);
