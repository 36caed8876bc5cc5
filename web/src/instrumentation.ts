// Runs once when a server process starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;

  // Every canonical link, sitemap entry and feed carries the public origin: a production server
  // without it would publish wrong URLs to search engines, so it refuses to start.
  if (process.env.NODE_ENV === "production") {
    const { checkSiteUrlAtStartup } = await import("@/seo/startup");
    checkSiteUrlAtStartup();
  }

  // A production server reading a real Sanity project must be able to verify webhooks: without the
  // secret it would either accept forged deliveries or never refresh, so it refuses to start.
  if (process.env.NODE_ENV === "production" && process.env.SANITY_PROJECT_ID && !process.env.SANITY_REVALIDATE_SECRET) {
    throw new Error("SANITY_REVALIDATE_SECRET must be set when SANITY_PROJECT_ID is (see README, Webhook).");
  }

  // Bring the submissions database to the newest migration and start the outbox worker, so mail
  // queued before a restart goes out without waiting for a visitor.
  const { getDatabase } = await import("@/db/client");
  const { startOutboxWorker } = await import("@/mail/worker");
  try {
    await getDatabase();
    await startOutboxWorker();
  } catch (error) {
    // The site still serves pages; form routes retry the database on their next request.
    console.error("[startup] submissions database unavailable:", error);
  }
}
