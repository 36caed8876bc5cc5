// Runs once when a server process starts: bring the submissions database to the newest migration and
// start the outbox worker, so mail queued before a restart goes out without waiting for a visitor.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
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
