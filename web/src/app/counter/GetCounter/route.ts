import { connection } from "next/server";
import { countVisit } from "@/counter/visits";
import { getDatabase } from "@/db/client";

// GET /counter/GetCounter (spec §7): counts this page view and answers { Result: <visits> }.

export async function GET() {
  await connection(); // never prerendered: every answer is fresh
  try {
    const { db } = await getDatabase();
    return Response.json({ Result: await countVisit(db) }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    console.error("[counter] failed:", error);
    return Response.json({ error: "unavailable" }, { status: 503 });
  }
}
