// `npm start`: build the web app and run it in production mode on the embedded content.
import { run, serve, WEB } from "./lib.mjs";

const port = process.env.PORT || "3000";
// The public origin of every absolute URL (canonical links, sitemap, feeds). The production server
// refuses to start without it; locally the site is its own origin. Set before the build too: pages
// prerendered by the build carry it.
process.env.SITE_URL ||= `http://localhost:${port}`;
const status = run("pnpm", ["exec", "turbo", "run", "build", "--filter=@wafer/web", "--output-logs=errors-only"]);
if (status !== 0) process.exit(status);

console.log(`\n  Site ready: http://localhost:${port}/  (English: http://localhost:${port}/en)\n`);
serve("pnpm", ["exec", "next", "start", "-p", port], { cwd: WEB });
