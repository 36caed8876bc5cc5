// BlurHash (https://blurha.sh) of raw RGB pixels, with Sanity's 4×3 components: 28 characters
// that a client decodes into a blurred placeholder. The encoder is the reference algorithm.

const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~";
const X_COMPONENTS = 4;
const Y_COMPONENTS = 3;

function base83(value: number, length: number): string {
  let text = "";
  for (let i = 1; i <= length; i++) text += DIGITS[Math.floor(value / 83 ** (length - i)) % 83];
  return text;
}

const toLinear = (value: number) => {
  const v = value / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

const toSrgb = (value: number) => {
  const v = Math.max(0, Math.min(1, value));
  return v <= 0.0031308 ? Math.round(v * 12.92 * 255 + 0.5) : Math.round((1.055 * v ** (1 / 2.4) - 0.055) * 255 + 0.5);
};

const signPow = (value: number, exponent: number) => Math.sign(value) * Math.abs(value) ** exponent;

/** `pixels`: width × height × 3 bytes (RGB). */
export function blurHashOf(pixels: Uint8Array, width: number, height: number): string {
  const linear = Float64Array.from(pixels, toLinear);
  const factors: [number, number, number][] = [];
  for (let j = 0; j < Y_COMPONENTS; j++)
    for (let i = 0; i < X_COMPONENTS; i++) {
      const normalisation = i === 0 && j === 0 ? 1 : 2;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const basis = normalisation * Math.cos((Math.PI * i * x) / width) * Math.cos((Math.PI * j * y) / height);
          const at = 3 * (y * width + x);
          r += basis * (linear[at] as number);
          g += basis * (linear[at + 1] as number);
          b += basis * (linear[at + 2] as number);
        }
      const scale = 1 / (width * height);
      factors.push([r * scale, g * scale, b * scale]);
    }
  const [dc, ...ac] = factors as [[number, number, number], ...[number, number, number][]];
  let hash = base83(X_COMPONENTS - 1 + (Y_COMPONENTS - 1) * 9, 1);
  const actualMaximum = Math.max(...ac.flat().map(Math.abs));
  const quantisedMaximum = Math.floor(Math.max(0, Math.min(82, Math.floor(actualMaximum * 166 - 0.5))));
  const maximum = (quantisedMaximum + 1) / 166;
  hash += base83(quantisedMaximum, 1);
  hash += base83((toSrgb(dc[0]) << 16) + (toSrgb(dc[1]) << 8) + toSrgb(dc[2]), 4);
  const quantise = (value: number) =>
    Math.floor(Math.max(0, Math.min(18, Math.floor(signPow(value / maximum, 0.5) * 9 + 9.5))));
  for (const [r, g, b] of ac) hash += base83(quantise(r) * 19 * 19 + quantise(g) * 19 + quantise(b), 2);
  return hash;
}
