// An image's palette in the shape of Sanity's `metadata.palette`: `dominant` (the most common
// colour) and the six swatches of Vibrant.js (vibrant, muted, each light and dark), chosen from
// colour buckets by the same targets of lightness and saturation. Close to Sanity's, not byte-equal.

interface Bucket {
  r: number;
  g: number;
  b: number;
  count: number;
  hue: number;
  saturation: number;
  lightness: number;
}

/** [name, target lightness, min, max, target saturation, min, max], as Vibrant.js's defaults. */
const TARGETS: [string, number, number, number, number, number, number][] = [
  ["vibrant", 0.5, 0.3, 0.7, 1, 0.35, 1],
  ["lightVibrant", 0.74, 0.55, 1, 1, 0.35, 1],
  ["darkVibrant", 0.26, 0, 0.45, 1, 0.35, 1],
  ["muted", 0.5, 0.3, 0.7, 0.3, 0, 0.4],
  ["lightMuted", 0.74, 0.55, 1, 0.3, 0, 0.4],
  ["darkMuted", 0.26, 0, 0.45, 0.3, 0, 0.4],
];

function hsl(r: number, g: number, b: number) {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const lightness = (max + min) / 2;
  if (max === min) return { hue: 0, saturation: 0, lightness };
  const d = max - min;
  const saturation = lightness > 0.5 ? d / (2 - max - min) : d / (max + min);
  const hue = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return { hue: hue / 6, saturation, lightness };
}

const hex = (bucket: Bucket) =>
  `#${[bucket.r, bucket.g, bucket.b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

/** Text that reads on the swatch: white on dark colours, black on light ones. */
const textOn = (bucket: Bucket) => ((bucket.r * 299 + bucket.g * 587 + bucket.b * 114) / 1000 < 150 ? "#fff" : "#000");

const swatch = (bucket: Bucket, total: number) => ({
  _type: "sanity.imagePaletteSwatch",
  background: hex(bucket),
  foreground: textOn(bucket),
  title: textOn(bucket),
  population: Math.round((bucket.count / total) * 10_000) / 100,
});

/** `pixels`: width × height × 3 bytes (RGB), a small copy of the image. */
export function paletteOf(pixels: Uint8Array, width: number, height: number): Record<string, unknown> {
  // 5 bits per channel: 32,768 buckets at most, each the mean of its pixels.
  const sums = new Map<number, [number, number, number, number]>();
  for (let at = 0; at + 2 < width * height * 3; at += 3) {
    const [r, g, b] = [pixels[at] as number, pixels[at + 1] as number, pixels[at + 2] as number];
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const sum = sums.get(key) ?? [0, 0, 0, 0];
    sum[0] += r;
    sum[1] += g;
    sum[2] += b;
    sum[3] += 1;
    sums.set(key, sum);
  }
  const buckets: Bucket[] = [...sums.values()].map(([r, g, b, count]) => {
    const mean = { r: r / count, g: g / count, b: b / count };
    return { ...mean, count, ...hsl(mean.r, mean.g, mean.b) };
  });
  const total = width * height;
  const largest = Math.max(...buckets.map((bucket) => bucket.count));
  const palette: Record<string, unknown> = { _type: "sanity.imagePalette" };
  const dominant = buckets.find((bucket) => bucket.count === largest);
  if (dominant) palette.dominant = swatch(dominant, total);
  const used = new Set<Bucket>();
  for (const [name, lightness, minL, maxL, saturation, minS, maxS] of TARGETS) {
    let best: Bucket | undefined;
    let bestScore = -1;
    for (const bucket of buckets) {
      if (used.has(bucket)) continue;
      if (bucket.lightness < minL || bucket.lightness > maxL) continue;
      if (bucket.saturation < minS || bucket.saturation > maxS) continue;
      const score =
        (1 - Math.abs(bucket.saturation - saturation)) * 3 +
        (1 - Math.abs(bucket.lightness - lightness)) * 6.5 +
        (bucket.count / largest) * 0.5;
      if (score > bestScore) {
        best = bucket;
        bestScore = score;
      }
    }
    if (best) {
      used.add(best);
      palette[name] = swatch(best, total);
    }
  }
  return palette;
}
