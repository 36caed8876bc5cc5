// Sign-in through the company's identity provider (OpenID Connect) when INBOX_OIDC_ISSUER is set.
export const oidcConfigured = (env: Record<string, string | undefined> = process.env): boolean =>
  Boolean(env.INBOX_OIDC_ISSUER && env.INBOX_OIDC_CLIENT_ID);
