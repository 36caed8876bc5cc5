// Relative, not "@/": next.config.ts imports this file, outside the app's path aliases.
import { UPLOADED_FILE_HEADERS } from "../http/security-headers";

// The sandboxing policy of a resume (inbox/files.ts). next.config.ts's headers() would replace a
// Content-Security-Policy a route sets with the site's own, so this rule is listed there, after
// the site's rules (the last rule for a path wins). Behind nginx both arrive and both apply.
// A resume is an uploaded file like any other: the same policy (http/security-headers.ts).
export const RESUME_CSP = UPLOADED_FILE_HEADERS["content-security-policy"];

export const resumeHeaderRules = () => [
  { source: "/inbox/file/:id", headers: [{ key: "Content-Security-Policy", value: RESUME_CSP }] },
];
