// Finds the system Chromium for Playwright (it cannot download its own browser here).
// Root on Debian/Ubuntu without one: installs it with apt. Otherwise: says how to point at one.
import { existsSync } from "node:fs";
import { run } from "./lib.mjs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    console.error(`[chromium] CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
    return null;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("[chromium] not found; installing Debian's chromium with apt-get");
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    run("apt-get", ["update", "-qq"], { env });
    run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-noto-cjk"], { env });
    const installed = CANDIDATES.find((p) => existsSync(p));
    if (installed) return installed;
  }
  console.error(
    "[chromium] No Chromium found. Install one (e.g. `sudo apt-get install chromium`) or set\n" +
      "           CHROMIUM_PATH=/path/to/chromium and run the command again.",
  );
  return null;
}
