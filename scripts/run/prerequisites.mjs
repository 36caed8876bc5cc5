// @ts-check
// The programs `npm test`'s steps run, installed before the first step that needs them, so that no
// test is skipped on a fresh machine for want of one (issue 35: the nginx unit tests used to skip
// because nginx came only with the cluster step). Root on Debian/Ubuntu: one `apt-get install` of
// whatever is missing. Elsewhere: says what is missing; the tests that need it then fail or skip
// with that reason, and the summary of scripts/run/test.mjs counts the skips.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

/** Debian package → the paths its program may have. */
const PROGRAMS = {
  chromium: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"],
  // The pages' Chinese text in screenshots and in the browser's layout.
  "fonts-noto-cjk": ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"],
  nginx: ["/usr/sbin/nginx"],
  "redis-server": ["/usr/bin/redis-server", "/usr/local/bin/redis-server"],
  "clamav-daemon": ["/usr/sbin/clamd", "/usr/bin/clamd"],
  openssl: ["/usr/bin/openssl"],
  // The W3C Nu HTML Checker (vnu-jar, web/e2e/html-validator.spec.ts) is a Java program.
  "default-jre-headless": ["/usr/bin/java"],
};

const hasPostgres = () =>
  existsSync("/usr/lib/postgresql") &&
  readdirSync("/usr/lib/postgresql").some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

/** The Debian packages whose programs are not on this machine. */
export function missingPackages() {
  const missing = Object.entries(PROGRAMS)
    .filter(([, paths]) => !paths.some((p) => existsSync(p)))
    .map(([pkg]) => pkg);
  // CHROMIUM_PATH names another browser: no Debian chromium needed.
  const browser = process.env.CHROMIUM_PATH;
  const wanted = browser && existsSync(browser) ? missing.filter((pkg) => pkg !== "chromium") : missing;
  return hasPostgres() || process.env.TEST_DATABASE_URL ? wanted : [...wanted, "postgresql"];
}

/** Installs what is missing when it can; returns 0, or 1 with the reason printed when it cannot. */
export function installPrerequisites() {
  const missing = missingPackages();
  if (missing.length === 0) {
    console.log("[prerequisites] Chromium, nginx, Redis, clamd, PostgreSQL, openssl and Java are installed");
    return 0;
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    console.error(`[prerequisites] missing: ${missing.join(" ")} (install them: apt-get install ${missing.join(" ")})`);
    return 1;
  }
  console.log(`[prerequisites] installing Debian's ${missing.join(" ")} with apt-get (one time)`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const apt = (/** @type {string[]} */ args) =>
    spawnSync("apt-get", ["-qq", "-o", "DPkg::Lock::Timeout=600", ...args], { env, stdio: "inherit" }).status;
  if (apt(["update"]) !== 0 || apt(["install", "-y", "--no-install-recommends", ...missing]) !== 0) return 1;
  const still = missingPackages();
  if (still.length > 0) console.error(`[prerequisites] still missing after apt-get: ${still.join(" ")}`);
  return still.length === 0 ? 0 : 1;
}
