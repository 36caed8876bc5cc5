import { config } from "../config/env.ts";
import { log } from "../ops/log";
import { clamdAnswers, type ScanVerdict, scanBytes } from "./clamd";

/**
 * The site's virus scanner: clamd at CLAMAV_URL (`tcp://host:3310` or `unix:///run/clamav/clamd.ctl`),
 * or none. Without one, resumes are mailed as the structure check left them (docs/security.md).
 */
export function virusScannerFromEnv(
  settings: { CLAMAV_URL?: string; CLAMAV_TIMEOUT_MS?: number } = config(),
): ((bytes: Uint8Array) => Promise<ScanVerdict>) | undefined {
  const url = settings.CLAMAV_URL;
  if (!url) return undefined;
  const timeoutMs = settings.CLAMAV_TIMEOUT_MS;
  return (bytes) => scanBytes({ url, timeoutMs }, bytes);
}

/** Said once at start: a configured scanner that does not answer holds every resume's notification. */
export async function warnWhenScannerSilent(settings: { CLAMAV_URL?: string } = config()): Promise<void> {
  const url = settings.CLAMAV_URL;
  if (!url) return;
  if (await clamdAnswers({ url })) log("security").info({ url }, "virus scanner: clamd answers");
  else {
    log("security").warn(
      { url },
      "CLAMAV_URL does not answer PING: notifications of submissions with a file wait (stored, retried with backoff) until it does",
    );
  }
}
