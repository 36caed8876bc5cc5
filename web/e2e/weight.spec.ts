import { expect, test } from "@playwright/test";
import { BUDGETS, overBudget, WEIGHED_PAGES, weighPage } from "./page-weight";

// Byte budgets of a first visit (issue 17; docs/decisions/0017-page-speed.md): sizes of the
// compressed files the production server sends are deterministic, so they are a test; timings
// stay in `pnpm bench:lighthouse`. A page whose JavaScript or HTML grows past its budget fails
// here, with its largest scripts named.
test.describe("page weight of a first visit", () => {
  for (const { url, kind } of WEIGHED_PAGES) {
    test(`${url} (${kind} page) stays within its budgets`, async ({ browser, baseURL }) => {
      const origin = new URL(baseURL ?? "").origin;
      // Rendered once before it is weighed, as visitors meet it.
      await fetch(`${origin}${url}`);
      const context = await browser.newContext();
      const weight = await weighPage(await context.newPage(), origin, url, kind);
      await context.close();
      const largest = weight.scripts
        .slice(0, 5)
        .map((script) => `${script.path} ${script.bytes} B`)
        .join(", ");
      expect(overBudget(weight), `JS ${weight.js} B (largest: ${largest}), HTML ${weight.html} B`).toEqual([]);
      // The figures are real: a page always downloads some script and its document, compressed.
      expect(weight.js).toBeGreaterThan(10_000);
      expect(weight.html).toBeGreaterThan(1_000);
      expect(weight.html).toBeLessThanOrEqual(BUDGETS.html);
      expect(weight.encoding).toMatch(/gzip|br/);
    });
  }
});
