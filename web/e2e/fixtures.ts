import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's `test`, with a `page` whose goto() and reload() return once the page is interactive
 * (React hydrated: the shell marks <html data-hydrated>). A test clicking a script-driven control
 * earlier would race hydration, which a visitor never notices but a test that acts within
 * milliseconds of the load does.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const interactive = async <T extends Awaited<ReturnType<Page["goto"]>>>(response: T): Promise<T> => {
      if (response?.headers()["content-type"]?.includes("text/html")) {
        // Pages outside the locale layout (the global error page) have no marker: do not wait forever.
        await page
          .locator("html[data-hydrated]")
          .waitFor({ state: "attached", timeout: 15_000 })
          .catch(() => {});
      }
      return response;
    };
    page.goto = async (...args) => interactive(await goto(...args));
    page.reload = async (...args) => interactive(await reload(...args));
    await use(page);
  },
});
