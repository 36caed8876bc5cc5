import { log } from "../ops/log";
import { clamdAnswers, type ScanVerdict, scanBytes } from "./clamd";

/**
 * The site's virus scanner: clamd at CLAMAV_URL (`tcp://host:3310` or `unix:///run/clamav/clamd.ctl`),
 * or none. Without one, resumes are mailed as the structure check left them (docs/security.md).
 */
export function virusScannerFromEnv(
  env: Record<string, string | undefined> = process.env,
): ((bytes: Uint8Array) => Promise<ScanVerdict>) | undefined {
  const url = env.CLAMAV_URL?.trim();
  if (!url) return undefined;
  const timeoutMs = Number(env.CLAMAV_TIMEOUT_MS) > 0 ? Number(env.CLAMAV_TIMEOUT_MS) : undefined;
  return (bytes) => scanBytes({ url, timeoutMs }, bytes);
}

/** Said once at start: a configured scanner that does not answer holds every resume's notification. */
export async function warnWhenScannerSilent(env: Record<string, string | undefined> = process.env): Promise<void> {
  const url = env.CLAMAV_URL?.trim();
  if (!url) return;
  if (await clamdAnswers({ url })) log("security").info({ url }, "virus scanner: clamd answers");
  else {
    log("security").warn(
      { url },
      "CLAMAV_URL does not answer PING: notifications of submissions with a file wait (stored, retried with backoff) until it does",
    );
  }
}
