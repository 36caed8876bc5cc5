import { defineConfig } from "drizzle-kit";

// `pnpm exec drizzle-kit generate` writes a new versioned migration after a change to the schema.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});
