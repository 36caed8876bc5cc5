import path from "node:path";
import { dataDir } from "@/config/data-dir";
import { config } from "@/config/env";

/**
 * The inbox's accounts: INBOX_ACCOUNTS, else `inbox-accounts` in the data folder (DATA_DIR,
 * config/data-dir.ts), the file `pnpm inbox:account` writes. Its own module, free of
 * "server-only", so the startup check (instrumentation.ts) reads the same path.
 */
export const accountsFile = (): string =>
  path.resolve(config().INBOX_ACCOUNTS ?? path.join(dataDir(), "inbox-accounts"));
