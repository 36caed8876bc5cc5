// Makes `web/.next/standalone` (from `next build` with output: "standalone") a folder that runs on
// its own with `node web/server.js`: Next leaves out the static assets and the files the app reads
// at run time by path, so they are copied in. The Dockerfile and scripts/cluster/cluster.mjs both use it.
//   node scripts/run/standalone.mjs          → prints the folder
import { cpSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, WEB } from "./lib.mjs";

export const STANDALONE = join(WEB, ".next", "standalone");
export const SERVER = join(STANDALONE, "web", "server.js");

export function assembleStandalone() {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`pnpm --dir web exec next build\` first`);
  const copy = (from, to) => cpSync(from, to, { recursive: true, force: true });
  copy(join(WEB, ".next", "static"), join(STANDALONE, "web", ".next", "static"));
  if (existsSync(join(WEB, "public"))) copy(join(WEB, "public"), join(STANDALONE, "web", "public"));
  // Read by path at run time: database migrations, the embedded dataset and its images.
  copy(join(WEB, "src", "db", "migrations"), join(STANDALONE, "web", "src", "db", "migrations"));
  copy(join(ROOT, "studio", "seed"), join(STANDALONE, "studio", "seed"));
  // The CJK font of the link-preview images (web/src/seo/og-image.tsx, bold) and of the
  // catalogue's PDFs (web/src/catalogue/pdf.ts, regular and bold).
  for (const weight of ["Bold", "Regular"]) {
    const font = join("node_modules", "@embedpdf", "fonts-sc", "fonts", `NotoSansHans-${weight}.otf`);
    copy(join(WEB, font), join(STANDALONE, "web", font));
  }
  // The app finds the repository root (and so the folders above) by this file.
  writeFileSync(join(STANDALONE, "pnpm-workspace.yaml"), "packages: [web]\n");
  return STANDALONE;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(assembleStandalone());
