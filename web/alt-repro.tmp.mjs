import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
const page = await browser.newPage({ viewport: { width: 375, height: 800 }, locale: "zh-CN" });
await page.goto("http://localhost:6010/message");
await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
await page.locator('form [name="name"]').first().fill("张三");
await page.waitForTimeout(3000);
console.log(JSON.stringify(await page.evaluate(() => {
  const i = document.querySelector("altcha-widget input[type=checkbox]");
  const s = getComputedStyle(i); const a = getComputedStyle(document.querySelector("altcha-widget .altcha"));
  const r = getComputedStyle(document.documentElement);
  return { w: s.width, h: s.height, border: s.border, bg: s.backgroundColor, vis: s.visibility, op: s.opacity, disp: s.display, app: s.appearance,
    aborder: a.border, adisp: a.display, root: r.getPropertyValue("--altcha-checkbox-size"), rb: r.getPropertyValue("--altcha-checkbox-border-color") };
})));
const sheets = await page.evaluate(() => [...document.styleSheets].map(s => { try { return [...s.cssRules].filter(r => r.cssText.includes("altcha-checkbox")).map(r=>r.cssText.slice(0,200)).slice(0,3); } catch { return "x"; } }).filter(x => x.length));
console.log(JSON.stringify(sheets).slice(0, 3000));
await browser.close();
