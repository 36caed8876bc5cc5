import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";

// The visitor's journey (issue 29), one test from the home page to a sent message: on a phone at
// 375 px and on a desktop at 1440 px, in Chinese and in English. At each step the test asserts what
// the person sees, and keeps a screenshot of it in the report (testInfo.attach).
//
// Home → the menu → search → a story → the story in the other language and back → the open
// positions → a job → apply with a resume → the online message with a Chinese mobile number.

// A small but complete PDF: the server parses the whole file (catalog, page tree, one page).
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R /Size 4 >>\n%%EOF\n",
);

const STORY = {
  slug: "chongqing-200mm-capacity",
  zh: "重庆200mm产线月产能达到40万片",
  en: "Chongqing 200mm line reaches 400,000 wafers a month",
};

const WORDS = {
  zh: {
    prefix: "",
    lang: "zh-CN",
    other: "en" as const,
    switchTo: "EN",
    openMenu: "打开导航菜单",
    menu: "主导航",
    openSearch: "搜索",
    searchBox: "搜索您想了解的内容",
    query: "重庆",
    searchTitle: "站内搜索",
    newsGroup: "新闻中心",
    newsItem: "公司新闻",
    talent: "人才招聘与发展",
    hiring: "社会招聘",
    category: "工艺技术",
    job: "外延工艺工程师",
    apply: "立即申请",
    about: "关于我们",
    message: "在线留言",
    submit: "提交",
    verified: "验证成功",
    applied: "简历已投递成功",
    sent: "留言已提交",
    mailPromise: /邮箱|邮件/,
    name: "张三",
  },
  en: {
    prefix: "/en",
    lang: "en",
    other: "zh" as const,
    switchTo: "中文",
    openMenu: "Open navigation menu",
    menu: "Main navigation",
    openSearch: "Search",
    searchBox: "Search what you want to know",
    query: "Chongqing",
    searchTitle: "Site search",
    newsGroup: "News",
    newsItem: "Company news",
    talent: "Careers",
    hiring: "Experienced hiring",
    category: "Process technology",
    job: "Epitaxy Process Engineer",
    apply: "Apply now",
    about: "About Us",
    message: "Online message",
    submit: "Submit",
    verified: "Verified",
    applied: "Your application has been submitted",
    sent: "your message has been sent",
    mailPromise: /email/i,
    name: "Zhang San",
  },
};

type Words = (typeof WORDS)[keyof typeof WORDS];
type Device = "phone" | "desktop";

const DEVICES = {
  phone: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1440, height: 900 } },
} as const;

let address = 0;
const uniqueIp = () => `10.77.${Date.now() % 250}.${++address % 250}`;

/** Keeps what the visitor sees at this step: a file in the test's output folder, attached to the report. */
async function snap(page: Page, testInfo: TestInfo, step: string) {
  const file = testInfo.outputPath(`${step.replace(/\W+/g, "-")}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(step, { path: file, contentType: "image/png" });
}

/** Opens a page of the site the way the visitor would: from the menu (phone) or the header (desktop). */
async function navigate(page: Page, device: Device, w: Words, group: string, item: string) {
  if (device === "phone") {
    await page.getByRole("button", { name: w.openMenu }).click();
    const menu = page.getByRole("dialog", { name: w.menu });
    await expect(menu).toBeVisible();
    const groupButton = menu.getByRole("button", { name: named(group) });
    if ((await groupButton.getAttribute("aria-expanded")) !== "true") await groupButton.click();
    await menu.getByRole("link", { name: named(item) }).click();
    await expect(menu).toBeHidden();
  } else {
    const nav = page.getByRole("banner").getByRole("navigation", { name: w.menu });
    await nav.getByRole("button", { name: named(group) }).click();
    await nav.getByRole("link", { name: named(item) }).click();
  }
}

/** The language switcher: in the menu on a phone, in the header on a desktop. */
async function switchLanguage(page: Page, device: Device, from: Words, to: string) {
  if (device === "phone") {
    await page.getByRole("button", { name: from.openMenu }).click();
    await page.getByRole("dialog", { name: from.menu }).getByRole("link", { name: to, exact: true }).click();
  } else {
    await page.getByRole("banner").getByRole("link", { name: to, exact: true }).click();
  }
}

/** A whole accessible name, whatever its capitals ("Online message" in the menu, "Online Message" as a title). */
const named = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "i");

const field = (page: Page, name: string) => page.locator(`form [name="${name}"]:not([type=hidden])`).first();

for (const device of ["phone", "desktop"] as const) {
  for (const locale of ["zh", "en"] as const) {
    const w = WORDS[locale];
    const o = WORDS[w.other];
    test.describe(`the visitor on a ${device} (${DEVICES[device].viewport.width} px) in ${locale}`, () => {
      test.use({ ...DEVICES[device], locale: locale === "zh" ? "zh-CN" : "en-US", actionTimeout: 20_000 });

      test("menu, search, a story in both languages, an application with a resume, a message", async ({
        page,
      }, testInfo) => {
        test.setTimeout(180_000);
        await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });

        // 1. The home page, in the visitor's language.
        await page.goto(w.prefix || "/");
        await expect(page.locator("html")).toHaveAttribute("lang", w.lang);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await snap(page, testInfo, "1 home");

        // 2. The menu, then the site search for a word of a story.
        if (device === "phone") {
          await page.getByRole("button", { name: w.openMenu }).click();
          const menu = page.getByRole("dialog", { name: w.menu });
          await expect(menu).toBeVisible();
          await expect(menu.getByRole("button", { name: w.about, exact: true })).toBeVisible();
          await snap(page, testInfo, "2 menu");
          await menu.getByPlaceholder(w.searchBox).fill(w.query);
          await menu.getByPlaceholder(w.searchBox).press("Enter");
        } else {
          const nav = page.getByRole("banner").getByRole("navigation", { name: w.menu });
          await nav.getByRole("button", { name: w.newsGroup, exact: true }).hover();
          await expect(nav.getByRole("link", { name: w.newsItem, exact: true })).toBeVisible();
          await snap(page, testInfo, "2 menu");
          await page.getByRole("banner").getByRole("button", { name: w.openSearch, exact: true }).click();
          await page.getByPlaceholder(w.searchBox).first().fill(w.query);
          await page.getByPlaceholder(w.searchBox).first().press("Enter");
        }
        await expect(page).toHaveURL(new RegExp(`${w.prefix}/news\\?q=`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.searchTitle);
        const hit = page.getByRole("main").getByRole("link", { name: STORY[locale] });
        await expect(hit).toBeVisible();
        await snap(page, testInfo, "3 search results");

        // 3. Read the story.
        await hit.click();
        await expect(page).toHaveURL(new RegExp(`${w.prefix}/news/${STORY.slug}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(STORY[locale]);
        await snap(page, testInfo, "4 story");

        // 4. The same story in the other language, and back; the page keeps answering (issue 29).
        await switchLanguage(page, device, w, w.switchTo);
        await expect(page.locator("html")).toHaveAttribute("lang", o.lang);
        await expect(page).toHaveURL(new RegExp(`${o.prefix}/news/${STORY.slug}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(STORY[w.other]);
        await expect(page.locator("dialog:modal")).toHaveCount(0);
        await snap(page, testInfo, "5 story, other language");
        await switchLanguage(page, device, o, o.switchTo);
        await expect(page.locator("html")).toHaveAttribute("lang", w.lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(STORY[locale]);
        await expect(page.locator("dialog:modal")).toHaveCount(0);

        // 5. The open positions, a category, a job.
        await navigate(page, device, w, w.talent, w.hiring);
        await expect(page).toHaveURL(new RegExp(`${w.prefix}/societysort$`));
        await page
          .getByRole("main")
          .getByRole("link", { name: new RegExp(w.category) })
          .click();
        await expect(page).toHaveURL(new RegExp(`${w.prefix}/societysort/processTechnology$`));
        await expect(page.getByRole("heading", { level: 1 })).toContainText(w.category);
        await page
          .getByRole("main")
          .getByRole("link", { name: new RegExp(w.job) })
          .click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.job);
        await snap(page, testInfo, "6 job");

        // 6. Apply with a resume; the check solves itself while the visitor types.
        await page.getByRole("link", { name: w.apply }).click();
        await expect(page.locator("form input[readonly]")).toHaveValue(w.job);
        await field(page, "name").fill(w.name);
        await field(page, "contactPhone").fill("13812345678");
        await field(page, "contactEmail").fill(`journey+${device}-${locale}-${Date.now()}@example.com`);
        await page
          .locator("form input[type=file]")
          .setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: PDF });
        await expect(page.locator("altcha-widget")).toContainText(w.verified, { timeout: 15_000 });
        await page.locator("form [name=consent]").check();
        await snap(page, testInfo, "7 application filled");
        await page.getByRole("button", { name: w.submit }).click();
        const applied = page.getByRole("status");
        await expect(applied).toContainText(w.applied);
        // This server sends no mail, so the thanks promises none.
        await expect(applied).not.toContainText(w.mailPromise);
        // The thanks takes the focus, so it is in view and a screen reader reads it.
        await expect(applied).toBeFocused();
        await expect(applied).toBeInViewport();
        await snap(page, testInfo, "8 application sent");

        // 7. A message, with a Chinese mobile number written as people write it.
        await navigate(page, device, w, w.about, w.message);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(named(w.message));
        await field(page, "name").fill(w.name);
        await field(page, "appellation").selectOption("mr");
        await field(page, "phone").fill("138 1234 5678");
        await field(page, "email").fill(`journey+${device}-${locale}-${Date.now()}@example.com`);
        await field(page, "city").fill(locale === "zh" ? "上海" : "Shanghai");
        await field(page, "title").fill(locale === "zh" ? "供货咨询" : "Lead times");
        await field(page, "content").fill(
          locale === "zh" ? "希望了解300mm外延片的供货周期。" : "What are your lead times?",
        );
        await expect(page.locator("altcha-widget")).toContainText(w.verified, { timeout: 15_000 });
        await page.locator("form [name=consent]").check();
        await snap(page, testInfo, "9 message filled");
        await page.getByRole("button", { name: w.submit }).click();
        const sent = page.getByRole("status");
        await expect(sent).toContainText(w.sent);
        await expect(sent).not.toContainText(w.mailPromise);
        await expect(sent).toBeFocused();
        await expect(sent).toBeInViewport();
        await snap(page, testInfo, "10 message sent");
      });
    });
  }
}
