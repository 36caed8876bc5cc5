import { expect, type Page, test } from "@playwright/test";
import { lakeQuery } from "./studio";

// "Every studio word in Chinese" (issue 29) as a check a test can run at any step: the English
// words an editor sees in the Chinese studio, from the page's visible text and the labels a
// screen reader or a tooltip shows (aria-label, title, placeholder).
//
// What is not a violation:
// - a label that also has Chinese in it: the desk and the fields are deliberately bilingual
//   ("新闻 News", "标题 Title"), and a sentence in Chinese may name a brand;
// - field values: what is typed into inputs and editors, and every title stored in the lake (a
//   list shows English stories' titles);
// - brand and product names, units and file types (BRANDS);
// - words of one or two letters (EN, ID, mm), paths and addresses (where a document appears on
//   the site), and anything inside the preview frame (the site's page, in the page's language).

const BRANDS = [
  "Sanity Studio",
  "Sanity",
  "GROQ",
  "SEMICON",
  "China",
  "English",
  "Chromium",
  "png",
  "jpg",
  "jpeg",
  "webp",
  "URL",
];

/** Titles of every document (published and drafts): field values, shown in lists and headers. */
async function storedTitles(): Promise<string[]> {
  const titles = await lakeQuery<(string | null)[]>("*[defined(title)].title");
  return titles.filter((title): title is string => typeof title === "string" && title.length > 0);
}

/** English words visible in the studio right now, each with the text it was found in. */
export async function englishInStudio(page: Page, values: string[] = []): Promise<string[]> {
  const allowed = [...(await storedTitles()), ...values, ...BRANDS].sort((a, b) => b.length - a.length);
  return page.evaluate((allowedPhrases) => {
    const found = new Set<string>();
    const cjk = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;
    const check = (text: string | null) => {
      // A path or an address (a document's locations on the site) is a value, not a word; so is a
      // list's "/<path> · <language>" (an editor's page, schemas/src/documents/sitePage.ts).
      if (!text?.trim() || cjk.test(text) || /^\s*(\/|https?:\/\/)\S*(\s·\s(zh|en))?\s*$/.test(text)) return;
      let rest = text;
      for (const phrase of allowedPhrases) rest = rest.split(phrase).join(" ");
      if (/\b[A-Za-z]{3,}\b/.test(rest)) found.add(text.trim().slice(0, 120));
    };
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !element.closest('input, textarea, [contenteditable="true"], iframe, script, style, [aria-hidden="true"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && shown(node.parentElement)) check(node.textContent);
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
      if (!shown(element) && !element.matches("input, textarea")) continue;
      for (const name of ["aria-label", "title", "placeholder"]) check(element.getAttribute(name));
    }
    return [...found];
  }, allowed);
}

/** Fails the test with the English words the editor sees at this step (`step` names it). */
export async function expectChineseStudio(page: Page, step: string, values: string[] = []) {
  // Words come and go while panes load: the step is checked once the studio shows it settled.
  await page.waitForLoadState("domcontentloaded");
  const english = await englishInStudio(page, values);
  if (english.length) {
    await test.info().attach(`english-${step}`, { body: await page.screenshot(), contentType: "image/png" });
  }
  expect(english, `English words in the Chinese studio at "${step}"`).toEqual([]);
}
