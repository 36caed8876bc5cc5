// Images for the lake's image tests, made here rather than stored: a picture with known colours,
// and hostile ones (a PNG whose header claims 60,000 × 60,000 pixels in a few hundred bytes).
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** 300 × 200: the left two thirds red, the right third blue (known dominant and second colours). */
export async function twoColourPng(): Promise<Buffer> {
  const red = { r: 220, g: 30, b: 40 };
  const blue = { r: 20, g: 60, b: 200 };
  const blueBlock = await sharp({ create: { width: 100, height: 200, channels: 3, background: blue } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: red } })
    .composite([{ input: blueBlock, left: 200, top: 0 }])
    .removeAlpha() // RGB, no alpha channel: hasAlpha false
    .png()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header for `width` × `height` greyscale pixels, with a few rows of data only. */
export function hugePng(width = 60_000, height = 60_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A small animated-looking GIF and an SVG: both are served as they are, whatever the URL asks. */
export async function smallGif(): Promise<Buffer> {
  return sharp({ create: { width: 30, height: 20, channels: 3, background: { r: 0, g: 128, b: 0 } } })
    .gif()
    .toBuffer();
}

export const SMALL_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#c00"/></svg>',
);

/** A 2400 × 1600 photo-like JPEG (noise over a gradient): costly to decode, as real photos are. */
export async function largeJpeg(): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = ((i / 3) % width) / 10 + (seed % 64);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
