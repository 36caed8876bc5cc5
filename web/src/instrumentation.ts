// Runs once when the server starts. A production server reading a real Sanity project must be
// able to verify webhooks: without the secret it would either accept forged deliveries or never
// refresh, so it refuses to start.
export function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const production = process.env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build";
  if (production && process.env.SANITY_PROJECT_ID && !process.env.SANITY_REVALIDATE_SECRET) {
    throw new Error("SANITY_REVALIDATE_SECRET must be set when SANITY_PROJECT_ID is (see README, Webhook).");
  }
}
