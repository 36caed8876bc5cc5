import { handleMailStatus } from "@/inbox/mail-signal";

// GET /inbox/mail-status — whether mail leaves, for the studio's inbox link (no session needed).
export const GET = () => handleMailStatus();
