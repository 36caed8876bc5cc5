import { log } from "../ops/log";
import { trustedProxyHops } from "./client-ip";

// Said once at start, so an operator sees it in the log: what protects the site on this setup.
export function warnAboutSharedState(env: Record<string, string | undefined> = process.env): string[] {
  const notes: string[] = [];
  const hops = trustedProxyHops(env);
  if (env.TRUSTED_PROXY_HOPS && String(hops) !== env.TRUSTED_PROXY_HOPS.trim()) {
    notes.push(`TRUSTED_PROXY_HOPS="${env.TRUSTED_PROXY_HOPS}" is not an integer from 0 to 10: trusting no proxy.`);
  }
  if (!env.REDIS_URL && hops > 0) {
    notes.push(
      "REDIS_URL is not set: form rate limits are counted per process, so each instance behind the proxy " +
        "allows the full budget. Webhook replay memory is kept in the database and is shared.",
    );
  }
  for (const note of notes) log("security").warn(note);
  return notes;
}
