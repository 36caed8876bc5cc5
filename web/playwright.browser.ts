import type { LaunchOptions } from "@playwright/test";

/**
 * The system Chromium (Playwright cannot download its own browser on these machines), started so
 * that it makes no connection of its own: this network refuses them, many at a time.
 */
export const systemChromium: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
