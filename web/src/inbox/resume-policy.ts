// The sandboxing policy of a resume (inbox/files.ts). next.config.ts's headers() would replace a
// Content-Security-Policy a route sets with the site's own, so this rule is listed there, after
// the site's rules (the last rule for a path wins). Behind nginx both arrive and both apply.
export const RESUME_CSP = "sandbox; default-src 'none'";

export const resumeHeaderRules = () => [
  { source: "/inbox/file/:id", headers: [{ key: "Content-Security-Policy", value: RESUME_CSP }] },
];
