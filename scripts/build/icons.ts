// Renders the site's icons from the logo mark (web/src/seo/logo-mark.ts) into files that are
// committed: favicon.ico (16, 32, 48 px), icon.svg, apple-icon.png (180 px, on white) and
// public/logo.png (512 px, the logo of structured data). Run after changing the mark:
//   node scripts/build/icons.ts
import { realpathSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { logoMarkSvg } from "../../web/src/seo/logo-mark.ts";

const web = path.join(import.meta.dirname, "..", "..", "web");
// sharp comes with Next (its image optimizer).
const sharp = createRequire(realpathSync(path.join(web, "node_modules", "next", "package.json")))("sharp");

const png = (svg: string, size: number): Promise<Buffer> =>
  sharp(Buffer.from(svg), { density: (72 * size) / 40 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file holding PNG images (supported by every browser since Windows Vista). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const plain = logoMarkSvg();
const onWhite = logoMarkSvg({ background: "#ffffff" });
const sizes = [16, 32, 48];
const favicons = await Promise.all(sizes.map(async (size) => ({ size, data: await png(onWhite, size) })));
writeFileSync(path.join(web, "src", "app", "favicon.ico"), ico(favicons));
writeFileSync(path.join(web, "src", "app", "icon.svg"), `${plain}\n`);
writeFileSync(path.join(web, "src", "app", "apple-icon.png"), await png(onWhite, 180));
writeFileSync(path.join(web, "public", "logo.png"), await png(onWhite, 512));
console.log("icons written: favicon.ico, icon.svg, apple-icon.png, public/logo.png");
