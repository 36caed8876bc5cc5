// The part of oidc-provider (no types of its own) the OIDC e2e test uses.
declare module "oidc-provider" {
  import type { Server } from "node:http";

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients: Record<string, unknown>[];
        claims?: Record<string, string[]>;
        findAccount(context: unknown, id: string): Promise<Account>;
      },
    );
    listen(port: number): Server;
  }
}
