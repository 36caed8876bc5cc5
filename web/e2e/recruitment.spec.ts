import { expect, test } from "./fixtures";

// A job seeker finds an open position in a category, reads it, and reaches its application form.

for (const { locale, prefix, categories, empty } of [
  { locale: "zh", prefix: "", categories: "职位类别", empty: "该类别下暂无职位" },
  { locale: "en", prefix: "/en", categories: "Job categories", empty: "There are no posts in this category currently" },
]) {
  test.describe(`recruitment (${locale})`, () => {
    test("a category leads to a job whose apply link carries that job", async ({ page }) => {
      await page.goto(`${prefix}/societysort`);
      const nav = page.getByRole("navigation", { name: categories });
      await expect(nav.getByRole("link")).toHaveCount(6);
      const withPosts = nav.locator('a:has([data-count]:not([data-count="0"]))').first();
      await withPosts.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/societysort/\\w+$`));
      const firstJob = page.locator("main ul li a[href*='/jobs/']").first();
      const jobTitle = (await firstJob.locator("span").first().textContent()) ?? "";
      await firstJob.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(jobTitle);
      const slug = new URL(page.url()).pathname.split("/").pop();
      const apply = page.getByRole("link", { name: locale === "zh" ? "立即申请" : "Apply now" });
      await expect(apply).toHaveAttribute("href", `${prefix}/jobs/${slug}/apply`);
    });

    test("a category without open posts says so", async ({ page }) => {
      for (const path of ["/societysort", "/campussort"]) {
        await page.goto(`${prefix}${path}`);
        const emptyCard = page.locator('nav a:has([data-count="0"])').first();
        if ((await emptyCard.count()) === 0) continue;
        await emptyCard.click();
        await expect(page.getByText(empty, { exact: true })).toBeVisible();
        return;
      }
      throw new Error("the seed should leave one category of one hiring type without open posts");
    });
  });
}

test("legacy /jobdetail?id= links redirect permanently to the job page", async ({ request }) => {
  const zh = await request.get("/jobdetail?id=job-process-engineer-zh", { maxRedirects: 0 });
  expect(zh.status()).toBe(308);
  expect(zh.headers().location).toBe("/jobs/epitaxy-process-engineer");
  const en = await request.get("/en/jobdetail?id=job-process-engineer-en", { maxRedirects: 0 });
  expect(en.status()).toBe(308);
  expect(en.headers().location).toBe("/en/jobs/epitaxy-process-engineer");
  const missing = await request.get("/jobdetail?id=no-such-job", { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("您访问的页面不存在");
});
