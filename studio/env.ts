// Studio configuration from the environment. SANITY_STUDIO_* variables are exposed to the
// studio bundle by the Sanity CLI. The defaults let `sanity build` and schema checks run offline.
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "placeholder";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
export const apiVersion = process.env.SANITY_STUDIO_API_VERSION || "2025-10-01";
/** Where the web runs, for the Presentation tool's preview. */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3000";
