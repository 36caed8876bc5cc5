// `pnpm e2e:studio`: build the studio as `npm start` does, then run the editors' end-to-end tests
// (web/playwright.studio.config.ts) and the login tests. Needs a prior `next build` in web/.
import { findChromium } from "./chromium.mjs";
import { run, WEB } from "./lib.mjs";
import { buildStudio } from "./start-builds.ts";

const chromium = findChromium();
if (!chromium) process.exit(1);
// The one studio build, whichever port its lake and site run on (turbo reuses `npm start`'s).
let status = buildStudio();
for (const extra of [{}, { STUDIO_E2E_LOGIN: "1" }]) {
  if (status !== 0) break;
  status = run("pnpm", ["exec", "playwright", "test", "-c", "playwright.studio.config.ts", ...process.argv.slice(2)], {
    cwd: WEB,
    env: { CHROMIUM_PATH: chromium, ...extra },
  });
}
process.exit(status);
