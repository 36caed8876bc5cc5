import { defineCliConfig } from "sanity/cli";

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "placeholder",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  studioHost: process.env.SANITY_STUDIO_HOST,
  deployment: { autoUpdates: false },
  typegen: {
    path: "../web/src/**/*.{ts,tsx}",
    schema: "schema.json",
    // TYPEGEN_OUTPUT: studio/typegen.test.ts generates elsewhere and compares with the committed file.
    generates: process.env.TYPEGEN_OUTPUT || "../schemas/src/sanity.types.ts",
    // Writes the query-to-result map (`SanityQueries`) that contentSource().fetch reads, so a
    // query's result type follows from the query itself (web/src/content/source.ts).
    overloadClientMethods: true,
  },
});
