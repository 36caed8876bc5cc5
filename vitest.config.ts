import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests of every package. `server-only` guards Next server modules; outside Next it is a no-op.
export default defineConfig({
  resolve: {
    alias: {
      "@/": `${path.resolve("web/src")}/`,
      "server-only": path.resolve("scripts/test-support/empty.mjs"),
    },
  },
  test: {
    include: ["{web,schemas,studio,scripts,lake,server-kit}/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/.next/**", "web/e2e/**"],
    // One worker more than there are cores (vitest's default is one fewer: a single worker on two
    // cores). Most files wait on what they start — PostgreSQL, Redis, child servers, crash and
    // lock tests — not on the CPU: on 2 cores the suite took 179 s on 1 worker, 101 s on 3 or 4.
    maxWorkers: availableParallelism() + 1,
  },
});
