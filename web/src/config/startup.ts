import { log } from "../ops/log";
import { siteUrlProblem } from "./site-url";

/**
 * Run when a production server starts: without a usable SITE_URL it exits with the reason (an
 * error thrown from the instrumentation hook is only logged, and the server would keep serving
 * pages with wrong URLs). Warns when the build prerendered pages for another origin.
 */
export function checkSiteUrlAtStartup(): void {
  const problem = siteUrlProblem(process.env.SITE_URL);
  if (problem) {
    log("startup").fatal(problem);
    process.exit(1);
  }
  const built = process.env.BUILD_SITE_URL?.replace(/\/+$/, "");
  const running = process.env.SITE_URL?.trim().replace(/\/+$/, "");
  if (built && built !== running) {
    log("startup").warn(
      `SITE_URL is ${running}, but this build prerendered its pages for ${built}: their canonical links keep the build's origin until each page is regenerated. Build with the same SITE_URL.`,
    );
  }
}
