import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "@/config/data-dir";
import { config } from "@/config/env";
import { sanityConfigured } from "@/content/sanity";

/**
 * The webhook secret. With a Sanity project it must come from SANITY_REVALIDATE_SECRET (the
 * server refuses to start in production without it, see instrumentation.ts). In embedded mode
 * without one, a random secret is made once and kept in the data folder (DATA_DIR, default the git-ignored `.data/`), where
 * scripts/seed/publish-local.ts reads it: never a secret written in the code.
 */
export function revalidateSecret(): string | null {
  const configured = config().SANITY_REVALIDATE_SECRET;
  if (configured) return configured;
  if (sanityConfigured()) return null;
  return localSecret();
}

export function localSecretPath(): string {
  return path.join(dataDir(), "revalidate-secret");
}

/**
 * While the webhook secret is being rotated, the previous one (SANITY_REVALIDATE_SECRET_PREVIOUS) is
 * accepted as well, so no delivery the sender signed before it switched is refused
 * (docs/operations.md, "Rotating secrets"). Empty outside a rotation.
 */
export function previousRevalidateSecret(current: string): string[] {
  const previous = config().SANITY_REVALIDATE_SECRET_PREVIOUS;
  return previous && previous !== current ? [previous] : [];
}

let cached: string | undefined;
function localSecret(): string {
  if (cached) return cached;
  const file = localSecretPath();
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  cached = readFileSync(file, "utf8").trim();
  return cached;
}
