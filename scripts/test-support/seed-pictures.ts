// The file of a seed picture by its name (the `originalFilename` of its asset document), for tests
// and benchmarks that need a real image: the files are named by their SHA-1, which changes whenever
// scripts/seed/imagery-svg.ts redraws a picture, so nothing outside the seed may name one by hash.
import { readFileSync } from "node:fs";
import path from "node:path";

export const SEED_DIR = path.join(import.meta.dirname, "..", "..", "studio", "seed");
export const SEED_ASSETS = path.join(SEED_DIR, "assets");

/** `team-zhao-jing.png` → `27949ac0…-600x750.png`, the file under studio/seed/assets/. */
export function seedPictureFile(originalFilename: string): string {
  for (const line of readFileSync(path.join(SEED_DIR, "production.ndjson"), "utf8").split("\n")) {
    if (!line.includes('"sanity.imageAsset"') || !line.includes(`"originalFilename":"${originalFilename}"`)) continue;
    const asset = JSON.parse(line) as { _id: string };
    // image-<sha1>-<w>x<h>-<ext> → <sha1>-<w>x<h>.<ext>
    return asset._id.replace(/^image-/, "").replace(/-(\w+)$/, ".$1");
  }
  throw new Error(`no seed picture named ${originalFilename}`);
}

/** The same, as a path. */
export const seedPicturePath = (originalFilename: string) => path.join(SEED_ASSETS, seedPictureFile(originalFilename));

/** `rohs-rev-C.pdf` → `<sha1>.pdf`: a declaration's PDF under studio/seed/assets/ (scripts/seed/declarations.mjs). */
export function seedDeclarationFile(originalFilename: string): string {
  for (const line of readFileSync(path.join(SEED_DIR, "production.ndjson"), "utf8").split("\n")) {
    if (!line.includes('"sanity.fileAsset"') || !line.includes(`"originalFilename":"${originalFilename}"`)) continue;
    const asset = JSON.parse(line) as { _id: string };
    // file-<sha1>-<ext> → <sha1>.<ext>
    return asset._id.replace(/^file-([0-9a-f]{40})-(\w+)$/, "$1.$2");
  }
  throw new Error(`no seed declaration named ${originalFilename}`);
}
