import path from "node:path";
import { expect, test } from "@playwright/test";
import { publish } from "../../scripts/seed/content-publish.ts";

// An editor changes the title and introduction of a page document in the studio and publishes:
// the page shows the new words, in the language of the document, on the next visit.

const datasetFile = path.join(process.env.CONTENT_E2E_DIR as string, "dataset.ndjson");
const secret = process.env.CONTENT_E2E_SECRET as string;

test.describe.configure({ mode: "serial" });

const PAGES = [
  { key: "society", path: "/society" },
  { key: "campus", path: "/campus" },
  { key: "news", path: "/news" },
  { key: "message", path: "/message" },
] as const;
const LOCALES = [
  { locale: "zh", prefix: "" },
  { locale: "en", prefix: "/en" },
] as const;

for (const { key, path: pagePath } of PAGES) {
  test(`editing the ${key} page document changes ${pagePath} in both languages`, async ({ page, baseURL }) => {
    const stamp = Date.now();
    const edits = {
      zh: { title: `${key}页面标题 ${stamp}`, intro: `编辑修改的导语 ${stamp}` },
      en: { title: `${key} page title ${stamp}`, intro: `An introduction the editors wrote ${stamp}` },
    };
    // Seen once before the publish, so the page is in the cache with the old words.
    for (const { prefix } of LOCALES) await page.goto(`${prefix}${pagePath}`);

    for (const { locale } of LOCALES) {
      const answer = await publish({
        datasetFile,
        id: `page-${key}-${locale}`,
        set: edits[locale],
        siteUrl: baseURL as string,
        secret,
      });
      expect(answer.status).toBe(200);
    }

    for (const { locale, prefix } of LOCALES) {
      await page.goto(`${prefix}${pagePath}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(edits[locale].title);
      await expect(main.getByText(edits[locale].intro, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${edits[locale].title} \\| `));
    }
  });
}
