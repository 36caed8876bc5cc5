// Which Sanity project the seed commands talk to, from the same variables as the studio. With
// SANITY_STUDIO_API_HOST set (the studio's lake mode), that is the local Content Lake.
import { join } from "node:path";
import { STUDIO } from "../run/lib.mjs";

export function seedTarget() {
  const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined;
  const projectId = process.env.SANITY_STUDIO_PROJECT_ID || (apiHost ? "local" : undefined);
  const dataset = process.env.SANITY_STUDIO_DATASET || "production";
  const token = process.env.SANITY_AUTH_TOKEN || process.env.SANITY_API_WRITE_TOKEN;
  // SEED_DIR: another folder in the seed's layout (tests use a temporary one).
  const seedDir = process.env.SEED_DIR || join(STUDIO, "seed");
  return { apiHost, projectId, dataset, token, seedDir };
}

/** Exits with a message a newcomer can act on when no real project is configured. */
export function requireProject(command, { needsToken }) {
  const target = seedTarget();
  // The local lake needs no project and, in its default loopback mode, no token.
  if (target.apiHost) return target;
  const missing = [];
  if (!target.projectId || target.projectId === "placeholder")
    missing.push("SANITY_STUDIO_PROJECT_ID (your project's id)");
  if (needsToken && !target.token) missing.push("SANITY_AUTH_TOKEN (an API token with Editor rights)");
  if (missing.length > 0) {
    console.error(
      [
        `${command}: no Sanity project is configured, so there is nothing to talk to.`,
        "The site does not need one: it runs from the embedded dataset in studio/seed/.",
        "To use a real project, set:",
        ...missing.map((name) => `  - ${name}`),
        `  - SANITY_STUDIO_DATASET (optional, default "production")`,
        'See docs/studio.md, "Connecting a real Sanity project".',
      ].join("\n"),
    );
    process.exit(1);
  }
  return target;
}
