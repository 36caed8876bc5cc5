import { loadConfig, type WebConfig } from "../config/env.ts";
import { log } from "../ops/log";

/**
 * The first thing a server does (instrumentation.ts): read the environment through the site's
 * schema (config/env.ts). A wrong or missing value stops the start with one message on stderr
 * naming every bad variable and what it expects, and exit code 1 (an error thrown from the
 * instrumentation hook is only logged, and the server would keep serving). A production server
 * also needs SITE_URL (every canonical link, sitemap entry and feed carries it) and, reading a
 * Sanity project, the webhook secret.
 */
export function checkConfigAtStartup(productionServer = process.env.NODE_ENV === "production"): WebConfig {
  const parsed = loadConfig({ productionServer });
  if (!parsed.ok) {
    process.stderr.write(`${parsed.message}\n`);
    process.exit(1);
  }
  return parsed.config;
}

/** Warns when the build prerendered pages for another origin than the one this server runs with. */
export function warnAboutBuildOrigin(config: Pick<WebConfig, "SITE_URL">): void {
  // Inlined by next.config.ts `env` at build time: a literal process.env read, as Next requires.
  const built = process.env.BUILD_SITE_URL?.replace(/\/+$/, "");
  const running = config.SITE_URL?.replace(/\/+$/, "");
  if (built && built !== running) {
    log("startup").warn(
      `SITE_URL is ${running}, but this build prerendered its pages for ${built}: their canonical links keep the build's origin until each page is regenerated. Build with the same SITE_URL.`,
    );
  }
}

// Said once at start, so an operator sees it in the log: what protects the site on this setup.
export function warnAboutSharedState(config: Pick<WebConfig, "TRUSTED_PROXY_HOPS" | "REDIS_URL">): string[] {
  const notes: string[] = [];
  if (!config.REDIS_URL && config.TRUSTED_PROXY_HOPS > 0) {
    notes.push(
      "REDIS_URL is not set: form rate limits are counted per process, so each instance behind the proxy " +
        "allows the full budget. Webhook replay memory is kept in the database and is shared.",
    );
  }
  for (const note of notes) log("security").warn(note);
  return notes;
}
