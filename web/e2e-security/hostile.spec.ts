import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { like } from "drizzle-orm";
import { openDatabase } from "../src/db/client";
import { submissions } from "../src/db/schema";
import { altchaKeysFrom } from "../src/forms/server/altcha";
import { objectStreamBomb, zip64EntryBomb } from "../src/forms/server/resume-bombs";
import { OPEN_JOB, solvedPayload, validFields } from "../src/forms/server/testing";
import { BASE, type Server, startServer, throwawayState, WEB } from "./server";

// Issue 32, round two of hostile input, each with the outside probe's payload, against `next
// start`: uploaded SVG must not run on our origin, resume bombs are refused without holding the
// server, the image optimizer stores no variant per query string and fetches nothing remote.

test.describe.configure({ mode: "serial" });

const state = throwawayState();
state.env.ALTCHA_HMAC_KEY = "hostile-e2e-altcha-key";
// The seed's dataset beside an assets folder holding an SVG with script, as an editor could upload.
const SVG = "5c1ab0c0ffee0000000000000000000000000032-10x10.svg";
const dataset = path.join(state.dir, "dataset");
mkdirSync(path.join(dataset, "assets"), { recursive: true });
const seed = path.join(WEB, "..", "studio", "seed");
const PNG = "f553a6729d588654116cb27a0e6a664681471e65-600x750.png";
copyFileSync(path.join(seed, "production.ndjson"), path.join(dataset, "production.ndjson"));
copyFileSync(path.join(seed, "assets", PNG), path.join(dataset, "assets", PNG));
writeFileSync(
  path.join(dataset, "assets", SVG),
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.title = "ran:" + document.domain</script><rect width="10" height="10"/></svg>',
);
let server: Server;

test.beforeAll(async () => {
  server = await startServer({ ...state.env, EMBEDDED_DATASET_PATH: path.join(dataset, "production.ndjson") });
});
test.afterAll(async () => {
  await server?.stop();
});

test("an uploaded SVG is served sandboxed with nothing allowed, and its script does not run", async ({ page }) => {
  const response = await fetch(`${BASE}/media/${SVG}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  await page.goto(`${BASE}/media/${SVG}`);
  await expect(page.locator("rect")).toHaveCount(1);
  expect(await page.title()).not.toContain("ran:");
});

test("the image optimizer refuses query strings on local images and remote URLs, without fetching", async () => {
  const image = await fetch(`${BASE}/media/${SVG}`);
  expect(image.ok).toBe(true);
  const png = PNG;
  const plain = await fetch(`${BASE}/_next/image?url=${encodeURIComponent(`/media/${png}`)}&w=640&q=75`);
  expect(plain.status).toBe(200);
  expect(plain.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  for (const n of [1, 2, 3]) {
    const busted = await fetch(`${BASE}/_next/image?url=${encodeURIComponent(`/media/${png}?cb=${n}`)}&w=640&q=75`);
    expect(busted.status, `?cb=${n}`).toBe(400);
  }
  const remote = await fetch(
    `${BASE}/_next/image?url=${encodeURIComponent("https://cdn.sanity.io/images/x/production/a-1x1.png")}&w=640&q=75`,
  );
  expect(remote.status).toBe(400);
});

async function apply(n: number, locale: "zh" | "en", fileName: string, bytes: Uint8Array, type: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(validFields("application", n, locale))) body.append(key, value);
  body.set("contactEmail", `bomb${n}@example.com`);
  body.set("position", OPEN_JOB);
  body.append("altcha", await solvedPayload(altchaKeysFrom(state.env.ALTCHA_HMAC_KEY as string)));
  body.append("resume", new Blob([bytes as BlobPart], { type }), fileName);
  return fetch(`${BASE}/api/forms/application`, { method: "POST", body });
}

test("resume bombs get the form's 'could not be read' error in both languages while other visitors are served", async () => {
  const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  const cases = [
    { n: 1, locale: "en" as const, name: "CV.docx", bytes: zip64EntryBomb(), type: DOCX, text: /cannot be read/ },
    { n: 2, locale: "zh" as const, name: "简历.docx", bytes: zip64EntryBomb(), type: DOCX, text: /无法读取/ },
    {
      n: 3,
      locale: "en" as const,
      name: "CV.pdf",
      bytes: objectStreamBomb(),
      type: "application/pdf",
      text: /cannot be read/,
    },
    {
      n: 4,
      locale: "zh" as const,
      name: "简历.pdf",
      bytes: objectStreamBomb(),
      type: "application/pdf",
      text: /无法读取/,
    },
  ];
  const answers = cases.map((c) => apply(c.n, c.locale, c.name, c.bytes, c.type));
  // Another visitor's page while the checks run.
  const other = await fetch(`${BASE}/en/about`, { signal: AbortSignal.timeout(20_000) });
  expect(other.status).toBe(200);
  for (const [i, answer] of (await Promise.all(answers)).entries()) {
    const c = cases[i] as (typeof cases)[number];
    expect(answer.status, c.name).toBe(400);
    const body = (await answer.json()) as { fieldErrors: Record<string, { code: string; message: string }> };
    expect(body.fieldErrors.resume?.code, c.name).toBe("resume.damaged");
    expect(body.fieldErrors.resume?.message, c.name).toMatch(c.text);
  }
  // Nothing was stored.
  await server.stop();
  const database = await openDatabase({ dataDir: state.env.PGLITE_DIR as string });
  const rows = await database.db.select().from(submissions).where(like(submissions.email, "bomb%"));
  await database.close();
  expect(rows).toEqual([]);
  server = await startServer({ ...state.env, EMBEDDED_DATASET_PATH: path.join(dataset, "production.ndjson") });
});

test("/test tells an outsider nothing: no commit, content source or revalidated document", async () => {
  for (const target of ["/test", "/en/test"]) {
    const html = await (await fetch(`${BASE}${target}`)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toMatch(/网站运行正常|The site is running/);
    expect(main).not.toMatch(/Commit|提交|Embedded dataset|内置数据集|Revalidat|刷新|[0-9a-f]{7,40}/);
  }
});
