// How a production server process is started, for its memory (issue 17,
// docs/decisions/0022-server-memory.md). The Dockerfile sets the same (scripts/run/server-memory.test.ts
// keeps them equal).
// - Bounds for V8's heap, which otherwise sizes itself by the machine's memory (on 24 GB: a 4.5 GB
//   limit, a 134 MB young generation, and hundreds of MB of garbage between full collections while
//   the live heap is about 100 MB):
//   --max-old-space-size=1024 a limit over twice the whole working set of `pnpm bench:memory`
//                             (peak RSS 392–419 MB, BENCH_MEMORY_PEAK_MB); at 384 MB the limit sat
//                             below the process's own working set, and a burst of honest work
//                             ended the process instead of being served (issue 40). About nine
//                             times the live heap (110 MB). V8's heap
//                             controller still grows a heap with a limit under 2 GB by a smaller
//                             factor between full collections (at most 2×, instead of 4×)
//   --max-semi-space-size=4   young generation ≤ 2 × 4 MB (16 MB: 30 MB more at peak than 8; 4 is
//                             measured together with the malloc settings below)
// - glibc's allocator (the C heap: V8's compiler and parser zones, zlib's compression state, libuv's
//   buffers…):
//   MALLOC_ARENA_MAX=2          glibc gives each thread that allocates (libuv's pool compressing
//                               responses and reading files, V8's compiler and GC threads) a heap
//                               of its own, each fragmented separately: two of them held the RSS
//                               60 MB lower through the same 5,000 requests
//   MALLOC_MMAP_THRESHOLD_=65536  blocks of 64 KiB and more get pages of their own, returned when
//                               freed; a fixed value also stops glibc from raising the threshold
//                               (up to 32 MB) after the first large block is freed, after which
//                               large blocks are carved from the heap and leave holes in it
//   MALLOC_TRIM_THRESHOLD_=131072  free memory at the heap's top beyond 128 KiB goes back to the
//                               system (the default once the threshold above is fixed)
export const SERVER_NODE_OPTIONS = ["--max-old-space-size=1024", "--max-semi-space-size=4"];

/**
 * The highest peak resident memory `pnpm bench:memory` recorded (docs/benchmarks.md, its latest
 * runs): the heap limit above leaves at least twice this (decision 0022; the unit test reads the
 * figures from docs/benchmarks.md and holds both).
 */
export const BENCH_MEMORY_PEAK_MB = 419;

/** glibc's allocator settings of a server process (environment variables). */
export const SERVER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "65536",
  MALLOC_TRIM_THRESHOLD_: "131072",
};

/**
 * `env` with the server's memory options added to its NODE_OPTIONS (`extra` after them) and the
 * allocator settings it does not set itself.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string | undefined>}
 */
export function serverMemoryEnv(env = process.env, extra = "") {
  const options = [env.NODE_OPTIONS, ...SERVER_NODE_OPTIONS, extra].filter(Boolean).join(" ");
  const malloc = Object.fromEntries(
    Object.entries(SERVER_MALLOC_ENV).map(([name, value]) => [name, env[name] || value]),
  );
  return { ...env, NODE_OPTIONS: options, ...malloc };
}
