import type { Server } from "node:http";
import { expect, test } from "@playwright/test";
import Provider from "oidc-provider";
import { INBOX_OIDC_PORT } from "../playwright.inbox.config";

// Issue 31: sign-in through the company's identity provider over OpenID Connect, against a real
// local provider (the oidc-provider package, its development login and consent pages). The
// provider sends the person's inbox roles in a `roles` claim.

let server: Server;

test.beforeAll(async () => {
  const site = test.info().project.use.baseURL as string;
  const provider = new Provider(`http://localhost:${INBOX_OIDC_PORT}`, {
    clients: [
      {
        client_id: "wafer-inbox",
        client_secret: "inbox-e2e-client-secret",
        redirect_uris: [`${site}/inbox/oidc/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { email: ["email"], profile: ["name"], roles: ["roles"] },
    findAccount: async (_context: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@example.com`,
        name: id,
        roles: id.startsWith("hr-") ? ["hr"] : [],
      }),
    }),
  });
  server = provider.listen(INBOX_OIDC_PORT);
});
test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test("signs in through the local OpenID Connect provider, with the roles it sends", async ({ page }) => {
  await page.goto("/inbox/en/login");
  await page.getByRole("link", { name: "Sign in with the company account" }).click();
  // The provider's own pages: login, then consent.
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${INBOX_OIDC_PORT}/`));
  await page.locator("input[name=login]").fill("hr-mei");
  await page.locator("input[name=password]").fill("anything");
  await page.locator("button[type=submit]").click();
  await page.locator("button[type=submit]").click(); // consent: continue
  await expect(page.getByText("Signed in as hr-mei@example.com")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Applications");
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === "inbox_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
});

test("a person the provider knows but gives no inbox role is refused", async ({ page }) => {
  await page.goto("/inbox/zh/login");
  await page.getByRole("link", { name: "通过公司统一身份登录" }).click();
  await page.locator("input[name=login]").fill("visitor-kim");
  await page.locator("input[name=password]").fill("anything");
  await page.locator("button[type=submit]").click();
  const answer = page.waitForResponse((r) => r.url().includes("/inbox/oidc/callback"));
  await page.locator("button[type=submit]").click();
  expect((await answer).status()).toBe(403);
  await page.goto("/inbox/zh");
  await expect(page).toHaveURL(/\/inbox\/zh\/login$/);
});
