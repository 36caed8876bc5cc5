import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--no-first-run"] });
const page = await browser.newPage({ locale: "zh-CN", viewport: { width: 1440, height: 900 }, timezoneId: "Asia/Shanghai" });
const path = process.argv[2] ?? "/";
await page.goto("http://localhost:3230" + path);
await page.getByTestId("studio-layout").waitFor({ timeout: 60000 });
await page.waitForTimeout(Number(process.argv[3] ?? 4000));
if (process.argv[4]) { const fn = new Function("page", `return (async () => { ${process.argv[4]} })()`); console.log(await fn(page)); }
await page.screenshot({ path: "/tmp/studio-scratch/shot.png" });
const ids = await page.$$eval("[data-testid]", (els) => els.map((e) => e.getAttribute("data-testid") + (e.tagName === "INPUT" || e.tagName==="TEXTAREA" ? "<" + e.tagName + ">" : "")));
console.log([...new Set(ids)].join(" "));
await browser.close();
