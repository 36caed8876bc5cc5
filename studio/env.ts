// Studio configuration from the environment. SANITY_STUDIO_* variables are exposed to the
// studio bundle by the Sanity CLI. The defaults let `sanity build` and schema checks run offline.

/**
 * The local Content Lake's address (e.g. http://localhost:3333). When set, the studio works
 * against the lake instead of Sanity (lake mode): see lake/README.md and studio/lake.ts. The value
 * `origin` means "the address this page was loaded from", for a studio the lake serves itself: one
 * build then works on any port or host name.
 */
const configuredApiHost = process.env.SANITY_STUDIO_API_HOST || undefined;
export const lakeApiHost =
  configuredApiHost === "origin"
    ? typeof window === "undefined"
      ? "http://localhost:3333"
      : window.location.origin
    : configuredApiHost;
export const lakeMode = lakeApiHost !== undefined;
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || (lakeMode ? "local" : "placeholder");
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
export const apiVersion = process.env.SANITY_STUDIO_API_VERSION || "2025-10-01";
/** Where the web runs, for the Presentation tool's preview. */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3000";
