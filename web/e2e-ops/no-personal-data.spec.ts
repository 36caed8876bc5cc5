import { expect, test } from "@playwright/test";
import { readLog } from "./server-log";

// Issue 34: no personal data in any log line. This runs as the last project of the configs whose
// specs submit forms (playwright.config.ts: e2e/forms.spec.ts; playwright.inbox.config.ts: the
// inbox's applications, notes and replies), after them, over their server's whole output.

/** What those specs type in or upload as a visitor or as HR (keep in step with them). */
const PERSONAL = [
  // names
  "张三",
  "Li Si",
  "Wang Wu",
  "王五",
  // e-mail addresses: every one those specs use is at example.com
  "@example.com",
  "visitor+",
  "lisi+",
  "buyer+",
  "wang.wu+",
  // telephone numbers, as typed
  "13812345678",
  "138 1234 5678",
  "13800138000",
  "138 0013 8000",
  "021 5000 0000",
  "408 555 0100",
  // message, inquiry, self-description, note and reply texts, and a resume's name and bytes
  "五年外延工艺经验",
  "five years 外延",
  "希望了解300mm外延片",
  "周三下午二面",
  "Our sales team will call you",
  "your question about 300 mm wafers",
  "wang-wu-cv",
  "resume.pdf",
  "/Type /Catalog",
];

test("the server's log holds none of the names, addresses, phones or texts the specs submitted", () => {
  const { text, lines } = readLog(process.env.E2E_SERVER_LOG);
  // Not vacuous: the server logged the accepted submissions while they were made.
  expect(
    lines.some((line) => line.route === "/api/forms/[kind]" && line.method === "POST" && line.status === 201),
  ).toBe(true);
  const found = PERSONAL.filter((value) => text.includes(value));
  expect(found).toEqual([]);
});
