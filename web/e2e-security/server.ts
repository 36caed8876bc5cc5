import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type NextServer, startNextServer } from "../../scripts/test-support/next-server.ts";

// A production server (`next start`) under test, started and stopped by the spec itself; the
// benchmark scripts/bench/bench-abuse.mjs starts its own the same way (scripts/test-support/next-server.ts).

export { filesUnder } from "../../scripts/test-support/next-server.ts";
export type Server = NextServer;

export const WEB = path.join(import.meta.dirname, "..");
export const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
export const BASE = `http://localhost:${PORT}`;

/** Folders and secrets that outlive one server process (a restart keeps them). */
export function throwawayState() {
  const dir = mkdtempSync(path.join(tmpdir(), "security-e2e-"));
  return {
    dir,
    env: {
      PGLITE_DIR: path.join(dir, "pglite"),
      CONTENT_FALLBACK_DIR: path.join(dir, "fallback"),
      SANITY_REVALIDATE_SECRET: randomBytes(24).toString("base64url"),
    } as Record<string, string>,
  };
}

export const startServer = (env: Record<string, string>): Promise<Server> => startNextServer(PORT, env);
