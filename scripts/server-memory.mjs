// How a production server process is started, for its memory (issue 17,
// docs/decisions/0022-server-memory.md). The Dockerfile sets the same (scripts/server-memory.test.ts
// keeps them equal).
// - Bounds for V8's heap, which otherwise sizes itself by the machine's memory (on 24 GB: a 4.5 GB
//   limit, a 134 MB young generation, and hundreds of MB of garbage between full collections while
//   the live heap is about 100 MB):
//   --max-old-space-size=384  a limit over three times the live heap with every cache full; V8's
//                             heap controller also grows a heap with a limit under 2 GB by a
//                             smaller factor between full collections (at most 2×, instead of 4×)
//   --max-semi-space-size=8   young generation ≤ 2 × 8 MB (30 MB lower peak than 16, same rate)
// - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (libuv's pool compressing responses
//   and reading files, V8's compiler and GC threads) a heap of its own, each fragmented separately:
//   two of them held the RSS 60 MB lower through the same 5,000 requests.
export const SERVER_NODE_OPTIONS = ["--max-old-space-size=384", "--max-semi-space-size=8"];

export const SERVER_MALLOC_ARENA_MAX = "2";

/** `env` with the server's memory options added to its NODE_OPTIONS (`extra` after them). */
export function serverMemoryEnv(env = process.env, extra = "") {
  const options = [env.NODE_OPTIONS, ...SERVER_NODE_OPTIONS, extra].filter(Boolean).join(" ");
  return { ...env, NODE_OPTIONS: options, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || SERVER_MALLOC_ARENA_MAX };
}
