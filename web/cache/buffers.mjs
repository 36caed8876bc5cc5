// What a cached buffer really keeps alive. Node hands out buffers under 32 KiB as slices of a shared
// 64 KiB allocation pool (Buffer.poolSize since Node 24), and a slice keeps the whole pool alive:
// a cache that keeps such slices holds far more memory than it counts (issue 17,
// docs/decisions/0022-server-memory.md). Both in-memory caches here copy into buffers of their own.

/** A buffer with a backing store of its own size: a slice of a larger one (Node's pool) is copied. */
export function ownBytes(buffer) {
  if (!Buffer.isBuffer(buffer) || buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const bytes = new Uint8Array(buffer.byteLength);
  bytes.set(buffer);
  return Buffer.from(bytes.buffer);
}

/** Bytes a buffer keeps alive: its whole backing store. */
export const backingBytes = (buffer) => buffer?.buffer?.byteLength ?? buffer?.length ?? 0;
