// How a production server process is started, for its memory (issue 17,
// docs/decisions/0019-issue-17-memory.md): bounds for V8's heap, which otherwise sizes itself by
// the machine's memory (on 24 GB: a 4.5 GB heap limit, a 134 MB young generation, and hundreds of
// MB of garbage between full collections while the live heap is about 100 MB). The Dockerfile sets
// the same NODE_OPTIONS (scripts/server-memory.test.ts keeps them equal).
//   --max-old-space-size=512  a limit far above the live heap; below 2 GB V8 also lets the heap
//                             grow by a smaller factor before it collects (≈1.4× instead of up to 4×)
//   --max-semi-space-size=16  young generation ≤ 2 × 16 MB
export const SERVER_NODE_OPTIONS = ["--max-old-space-size=512", "--max-semi-space-size=16"];

/** `env` with the server's memory options added to its NODE_OPTIONS (`extra` after them). */
export function serverMemoryEnv(env = process.env, extra = "") {
  const options = [env.NODE_OPTIONS, ...SERVER_NODE_OPTIONS, extra].filter(Boolean).join(" ");
  return { ...env, NODE_OPTIONS: options };
}
