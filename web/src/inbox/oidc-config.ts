import { config } from "../config/env.ts";
// Sign-in through the company's identity provider (OpenID Connect) when INBOX_OIDC_ISSUER is set.
// The schema (config/env.ts) refuses one without the other.
export const oidcConfigured = (): boolean => config().INBOX_OIDC_ISSUER !== undefined;
