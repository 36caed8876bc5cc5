import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { fetchPage } from "./crawl";

// The W3C Nu HTML Checker (vnu-jar, pinned in web/package.json; Java from the test prerequisites,
// scripts/run/prerequisites.mjs) over one page of every kind in both languages, as the production
// build serves them (issue 43). The pages are saved to files and checked in one run of the checker:
// one JVM start for all of them, a few seconds.

const JAVA = "/usr/bin/java";
const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build", "dist", "vnu.jar");

/** One page of each kind, by its locale-free path (the English one is under /en). */
const KINDS: Record<string, string> = {
  home: "/",
  about: "/about",
  "about, a sub-page": "/team",
  "company page": "/quality",
  "product list": "/product",
  product: "/product/300mm-soi",
  "news list": "/news",
  "news list, page 2": "/news/page/2",
  "news story": "/news/shanghai-300mm-capacity",
  "jobs list": "/societysort",
  "jobs list by category": "/campussort/manufacturing",
  job: "/jobs/epitaxy-process-engineer",
  "job application": "/jobs/epitaxy-process-engineer/apply",
  search: "/search?q=wafer",
  "news search": "/news?q=wafer",
  message: "/message",
  inquiry: "/eirform",
  "inquiry start": "/eirformIndex",
  contact: "/contact",
  "legal: privacy": "/policy",
  "legal: terms": "/term",
  "legal: disclaimers": "/disclaimers",
  "not found": "/no-such-page-43",
};
/** The 404 page as each kind of route answers it (an unknown slug, page number or legacy id). */
const NOT_FOUND: Record<string, string> = {
  "unknown product": "/product/no-such-product-43",
  "unknown story": "/news/no-such-story-43",
  "news list past its end": "/news/page/99",
  "legacy news link to nothing": "/newsdetail/999999",
};
const inLocale = (locale: "zh" | "en", page: string) => (locale === "zh" ? page : page === "/" ? "/en" : `/en${page}`);
const SAMPLE = [
  ...[...Object.values(KINDS), ...Object.values(NOT_FOUND)].flatMap((page) => [
    inLocale("zh", page),
    inLocale("en", page),
  ]),
  // The staff inbox's sign-in page (its own document, outside the site's frame).
  "/inbox/zh/login",
  "/inbox/en/login",
];

/**
 * Next's own markup, not ours: on prerendered pages Next appends a `<script>` after `</html>`. Only
 * that exact message, at a `<script>` right after `</html>`, is ignored, with the checker's
 * "cannot recover" that it raises at the same place (the end of the document: nothing follows).
 */
const STRAY_SCRIPT = "Stray start tag “script”.";
const CANNOT_RECOVER = "Cannot recover after last error. Any further errors will be ignored.";

/**
 * One short JVM run: the quick compiler only and the serial collector (a third of the CPU time of
 * the defaults for 48 of these pages, the same messages: 1.4 s against 3.5 to 4.7 s measured), and
 * the thread stack the checker asks for with them (its schema evaluation recurses deeply).
 */
const JVM = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
/** Errors only, as JSON on stdout; no language guess (it yields warnings, which are not counted). */
const VNU_OPTIONS = ["--format", "json", "--stdout", "--exit-zero-always", "--errors-only", "--no-langdetect"];
const fileOf = (url: string) => url.slice("file:".length);

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  lastColumn?: number;
}

/** The messages that are ours: all but Next's trailing script (see STRAY_SCRIPT). */
function ownMessages(messages: VnuMessage[]): VnuMessage[] {
  const at = (message: VnuMessage) => `${message.url}:${message.lastLine}:${message.lastColumn}`;
  const framework = new Set(
    messages
      .filter((message) => message.message === STRAY_SCRIPT && message.extract?.includes("</html><script"))
      .map(at),
  );
  return messages.filter(
    (message) =>
      !framework.has(at(message)) ||
      (message.message !== STRAY_SCRIPT && !(message.subType === "fatal" && message.message === CANNOT_RECOVER)),
  );
}

test("the Nu HTML Checker finds no error in a page of every kind, in both languages", async ({ request }) => {
  test.skip(!existsSync(JAVA), `Java (${JAVA}) is not installed and could not be installed`);
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>(); // file → page
    for (const [index, page] of SAMPLE.entries()) {
      const { status, html } = await fetchPage(request, page);
      expect(status, page).toBe(/no-such|\/99/.test(page) ? 404 : 200);
      expect(html.length, page).toBeGreaterThan(500);
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, page);
    }
    const started = Date.now();
    const run = spawnSync(JAVA, [...JVM, "-jar", VNU_JAR, ...VNU_OPTIONS, ...[...files.keys()].map(fileOf)], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    console.log(`[vnu] ${files.size} pages checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(run.status, run.stderr).toBe(0);
    const messages: VnuMessage[] = JSON.parse(run.stdout).messages;
    const errors = ownMessages(messages)
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map(
        (message) => `${files.get(message.url ?? "") ?? message.url}: ${message.message} [${message.extract ?? ""}]`,
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the inbox answers a visitor without a session with a real redirect to its sign-in page", async ({ request }) => {
  for (const [path, login] of [
    ["/inbox", "/inbox/zh"],
    ["/inbox/zh", "/inbox/zh/login"],
    ["/inbox/en", "/inbox/en/login"],
    ["/inbox/en/audit", "/inbox/en/login"],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([307, 308], path).toContain(response.status());
    expect(new URL(response.headers().location ?? "", "http://x").pathname, path).toBe(login);
  }
});
