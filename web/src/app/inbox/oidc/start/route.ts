import { startOidc } from "@/inbox/oidc";

// GET /inbox/oidc/start — sign in through the company's identity provider (inbox/oidc.ts).
export const GET = (request: Request) => startOidc(request);
