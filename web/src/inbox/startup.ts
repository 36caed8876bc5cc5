import { readAccounts } from "@wafer/server-kit/accounts";
import { config } from "@/config/env";
import { log } from "@/ops/log";
import { isRole } from "./roles";

// Said once at start (issue 41, item 8): a server that finds no inbox account lets nobody sign in
// to /inbox, and staff only see "账号或密码不正确". The line names the file it read (so a wrong
// DATA_DIR or INBOX_ACCOUNTS shows) and the command that makes an account in it.

export const CREATE_ACCOUNT_COMMAND = "pnpm inbox:account <name> <roles>";

/** The warning for `file` when it holds no account with a role, or null. OIDC sign-in needs none. */
export function noInboxAccountWarning(
  file: string,
  settings: { INBOX_OIDC_ISSUER?: string } = config(),
): string | null {
  if (settings.INBOX_OIDC_ISSUER) return null;
  const accounts = readAccounts(file);
  const usable = [...accounts.values()].some((account) => account.roles.some(isRole));
  if (usable) return null;
  return (
    `收件箱没有任何账号，员工无法登录 /inbox：请在仓库目录运行 \`${CREATE_ACCOUNT_COMMAND}\` 创建（角色 hr、marketing、admin）。 / ` +
    `No inbox account in ${file}: nobody can sign in to /inbox. Create one at the repository with ` +
    `\`${CREATE_ACCOUNT_COMMAND}\` (roles hr, marketing, admin; password on stdin), with the same DATA_DIR ` +
    "(or INBOX_ACCOUNTS) as this server."
  );
}

/** Logs the warning when this server has no inbox account; returns it (tests). */
export function warnWhenNoInboxAccount(file: string): string | null {
  const warning = noInboxAccountWarning(file);
  if (warning) log("startup").warn({ accountsFile: file }, warning);
  return warning;
}
