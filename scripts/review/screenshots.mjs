// Screenshots of every page for a visual review: `pnpm screenshots [base-url]`.
// Needs a running site (`npm start`, default http://localhost:3000). Writes full-page PNGs to the
// git-ignored screenshots/ folder, named <locale>-<width>-<route>.png, at the two design widths
// (375 px phone, 1440 px desktop) in both locales. The route list is the route table
// (schemas/src/routes.ts) plus one instance of each detail page.
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { visitedPaths } from "../../schemas/src/routes.ts";
import { findChromium } from "../run/chromium.mjs";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
// Playwright is a dependency of the web package, not of the workspace root.
const { chromium } = createRequire(path.join(ROOT, "web", "package.json"))("@playwright/test");

const base = process.argv[2] ?? process.env.SITE_URL ?? "http://localhost:3000";
const only = process.env.ROUTES?.split(",");
const out = path.join(ROOT, "screenshots");

export const ROUTES = visitedPaths();

const executablePath = findChromium();
if (!executablePath) process.exit(1);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
for (const locale of ["zh", "en"]) {
  for (const width of [375, 1440]) {
    // A fresh context per locale and width: the browser's language matches the locale, so the
    // language detection on "/" does not send a zh screenshot to /en, and no cookie carries over.
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 812 : 900 },
      locale: locale === "zh" ? "zh-CN" : "en-GB",
    });
    const page = await context.newPage();
    for (const route of only ?? ROUTES) {
      const url = locale === "en" ? (route === "/" ? "/en" : `/en${route}`) : route;
      const name = `${locale}-${width}-${route.replace(/[/?=]+/g, "_").replace(/^_$/, "home") || "home"}.png`;
      try {
        // "load", not "networkidle": pages with a live connection (the form pages) never go idle.
        await page.goto(new URL(url, base).href, { waitUntil: "load" });
        // Scroll through the page so lazy images load and entrance animations run, then go back up.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 120));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(out, name), fullPage: true });
        console.log(name);
      } catch (error) {
        process.exitCode = 1;
        console.error(`${name}: ${error instanceof Error ? error.message : error}`);
      }
    }
    await context.close();
  }
}
await browser.close();
