import { handleInboxAction } from "@/inbox/actions";

// POST /inbox/action — every change the inbox makes (inbox/actions.ts).
export const POST = (request: Request) => handleInboxAction(request);
