// Types of server-memory.mjs for the TypeScript that imports it (scripts/run/local-lake.ts, which the
// web's e2e configs compile without allowJs).
export declare const SERVER_NODE_OPTIONS: string[];
export declare const BENCH_MEMORY_PEAK_MB: number;
export declare const SERVER_MALLOC_ENV: {
  MALLOC_ARENA_MAX: string;
  MALLOC_MMAP_THRESHOLD_: string;
  MALLOC_TRIM_THRESHOLD_: string;
};
export declare function serverMemoryEnv(
  env?: Record<string, string | undefined>,
  extra?: string,
): Record<string, string | undefined>;
