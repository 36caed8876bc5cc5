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
    include: ["{web,schemas,studio,scripts,lake}/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/.next/**", "web/e2e/**"],
  },
});
