// The screenshots of docs/design-review.md: home, /product, two products' pages, /about, /quality, /join
// and a story with the ingot
// at 1440 and 375 px in zh and en, taken by scripts/review/screenshots.mjs from a running site and kept in
// docs/design-review/ at half size (1440 px) and the top 2,400 px of each page, palette PNG.
//   node scripts/review/design-review-shots.mjs [base-url]      (after a build, with `next start` running)
import { execFileSync } from "node:child_process";
import { mkdirSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const base = process.argv[2] ?? process.env.SITE_URL ?? "http://localhost:3000";
const PAGES = {
  "/": "home",
  "/product": "product",
  "/product/300mm-epitaxial": "product-300mm-epitaxial",
  "/product/300mm-soi": "product-300mm-soi",
  "/about": "about",
  "/quality": "quality",
  "/join": "join",
  "/news/joint-materials-lab": "news-ingot",
};
const sharp = createRequire(realpathSync(path.join(ROOT, "web", "node_modules", "next", "package.json")))("sharp");

execFileSync(process.execPath, [path.join(ROOT, "scripts", "review", "screenshots.mjs"), base], {
  stdio: "inherit",
  env: { ...process.env, ROUTES: Object.keys(PAGES).join(",") },
});
const out = path.join(ROOT, "docs", "design-review");
mkdirSync(out, { recursive: true });
for (const [route, name] of Object.entries(PAGES)) {
  for (const locale of ["zh", "en"]) {
    for (const width of [1440, 375]) {
      const shot = `${locale}-${width}-${route.replace(/[/?=]+/g, "_").replace(/^_$/, "home") || "home"}.png`;
      const source = path.join(ROOT, "screenshots", shot);
      const { height } = await sharp(source).metadata();
      await sharp(source)
        .extract({ left: 0, top: 0, width, height: Math.min(height, width === 375 ? 3200 : 2400) })
        .resize({ width: width === 1440 ? 720 : 375 })
        .png({ palette: true, quality: 85, compressionLevel: 9 })
        .toFile(path.join(out, `${name}-${width}-${locale}.png`));
    }
  }
}
console.log(`wrote ${out}`);
