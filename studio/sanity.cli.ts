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
    generates: "../schemas/src/sanity.types.ts",
    // The types live in @wafer/schemas, which does not depend on @sanity/client; pages pass the
    // generated result types to contentSource().fetch<T>() instead.
    overloadClientMethods: false,
  },
});
