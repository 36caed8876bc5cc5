// JSON for Next.js cache values, which hold Buffers (RSC payloads, route bodies) and Maps (segment
// data): both are tagged so they come back as what they were.

export function encode(value) {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $b: Buffer.from(value).toString("base64") };
  if (value instanceof Map) return { $m: [...value].map(([k, v]) => [k, encode(v)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = encode(v);
    return out;
  }
  return value;
}

export function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === "object") {
    if (typeof value.$b === "string") return Buffer.from(value.$b, "base64");
    if (Array.isArray(value.$m)) return new Map(value.$m.map(([k, v]) => [k, decode(v)]));
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = decode(v);
    return out;
  }
  return value;
}
