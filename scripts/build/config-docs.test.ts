import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIGURATION_DOC, configurationDoc } from "./config-docs.ts";

// Issue 44, item 4: docs/configuration.md is what the schemas say, not a table kept by hand.
describe("docs/configuration.md", () => {
  it("is the one `pnpm config:docs` generates from the schemas (run it after changing a variable)", () => {
    expect(readFileSync(CONFIGURATION_DOC, "utf8")).toBe(configurationDoc());
  });

  it("documents every variable of both processes", () => {
    const doc = configurationDoc();
    for (const name of ["SITE_URL", "REDIS_URL", "SMTP_URL", "INBOX_OIDC_ISSUER", "LAKE_PORT", "LAKE_WEBHOOK_SECRET"]) {
      expect(doc).toContain(`| \`${name}\` |`);
    }
  });
});
