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
/**
 * Where the web runs, for the Presentation tool's preview. The value `lake` means "the site the
 * lake serving this studio names in the page" (lake/src/static.ts): the local lake knows the port
 * its site runs on, so one studio build serves `npm start` and the tests alike (issue 17).
 */
const configuredPreviewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3000";
export const previewUrl =
  configuredPreviewUrl === "lake"
    ? ((typeof document === "undefined"
        ? undefined
        : document.querySelector('meta[name="lake-preview-url"]')?.getAttribute("content")) ?? "http://localhost:3000")
    : configuredPreviewUrl;
