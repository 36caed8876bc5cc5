import { finishOidc } from "@/inbox/oidc";

// GET /inbox/oidc/callback — where the identity provider sends the browser back.
export const GET = (request: Request) => finishOidc(request);
