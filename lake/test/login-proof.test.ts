// The lake's editor sign-in asks for a proof of work after a few failures, as the site's inbox does
// (issue 40, row 6 and "the same for the lake's editor sign-in"): the page, its challenge endpoint,
// the proof checked and spent, and every malformed proof a 4xx with the page's bilingual message.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE, writeEditor } from "../src/auth.ts";
import { lakeForTests, solvedProof } from "./harness.ts";

const PASSWORD = "correct horse battery";
const editors = path.join(mkdtempSync(path.join(tmpdir(), "lake-proof-")), "editors");
// One name per test: the per-name bound (a proof after 20 failures from anywhere) stays each test's own.
for (const name of ["below", "proof", "replay", "garbage", "many", "audited"]) writeEditor(editors, name, PASSWORD);

// Behind one trusted proxy, so each test speaks from addresses of its own (X-Forwarded-For).
const lake = lakeForTests({ LAKE_EDITORS: editors, LAKE_TRUSTED_PROXY_HOPS: "1" });

const VERIFY_ZH = "失败次数较多：请等待下方的人机验证完成，再登录。";
const VERIFY_EN = "Several failed attempts: wait for the check below to finish, then sign in.";
const NEEDS_JS_ZH = "此检查需要 JavaScript";
const NEEDS_JS_EN = "This check needs JavaScript";

async function signIn(name: string, password: string, address: string, proof?: string) {
  const response = await fetch(`${lake.origin}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
    body: new URLSearchParams({ name, password, origin: lake.origin, ...(proof === undefined ? {} : { proof }) }),
  });
  return {
    status: response.status,
    csp: response.headers.get("content-security-policy") ?? "",
    cookie: response.headers.get("set-cookie") ?? "",
    page: await response.text(),
  };
}

/** A challenge from the lake, solved in Node as the browser's worker would; its answer is not cached. */
async function solved(): Promise<string> {
  expect((await fetch(`${lake.origin}/auth/login/challenge`)).headers.get("cache-control")).toBe("no-store");
  return solvedProof(lake.origin);
}

/** Three wrong passwords for `name` from `address`: the last page already carries the proof step. */
async function failThrice(name: string, address: string) {
  let last = await signIn(name, "guess 0", address);
  for (let i = 1; i < 3; i++) last = await signIn(name, `guess ${i}`, address);
  expect(last.status).toBe(401);
  expect(last.page).toContain("<altcha-widget");
  return last;
}

describe("the lake's sign-in proof of work", () => {
  it("below the threshold needs no proof: the page has no script, and the right password signs in", async () => {
    const page = await fetch(`${lake.origin}/auth/login`);
    expect(page.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    );
    expect(await page.text()).not.toMatch(/<script|altcha-widget/);
    for (let i = 0; i < 2; i++) {
      const refused = await signIn("below", `guess ${i}`, "198.51.100.1");
      expect(refused.status).toBe(401);
      expect(refused.page).not.toContain("<script");
    }
    const signedIn = await signIn("below", PASSWORD, "198.51.100.1");
    expect(signedIn.status).toBe(303);
    expect(signedIn.cookie).toMatch(/^lake_session=./);
  });

  it("at the threshold refuses a missing proof with the bilingual message, even with the right password; a solved one signs in", async () => {
    const third = await failThrice("proof", "198.51.100.2");
    // Its CSP allows exactly what the proof step loads: the lake's own script, worker and challenge.
    expect(third.csp).toContain("script-src 'self'");
    expect((await signIn("proof", "guess 3", "198.51.100.2")).status).toBe(403);
    const missing = await signIn("proof", PASSWORD, "198.51.100.2");
    expect(missing.status).toBe(403);
    expect(missing.page).toContain(VERIFY_ZH);
    expect(missing.page).toContain(VERIFY_EN);
    // Without JavaScript nothing solves it: the page says so, in both languages.
    expect(missing.page).toMatch(new RegExp(`<noscript>.*${NEEDS_JS_ZH}.*${NEEDS_JS_EN}`, "s"));
    expect(missing.page).toContain('<altcha-widget challenge="/auth/login/challenge" name="proof"');
    expect(missing.page).toContain('<script type="module" src="/auth/login/proof.js"></script>');
    expect(missing.csp).toBe(
      "default-src 'none'; script-src 'self'; worker-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; form-action 'self'; base-uri 'none'",
    );
    // The owner elsewhere is not asked for anything.
    expect((await signIn("proof", PASSWORD, "192.0.2.2")).status).toBe(303);
    const signedIn = await signIn("proof", PASSWORD, "198.51.100.2", await solved());
    expect(signedIn.status).toBe(303);
    expect(signedIn.cookie).toMatch(/^lake_session=./);
  });

  it("refuses a replayed proof, whether it signed in or failed the first time", async () => {
    await failThrice("replay", "198.51.100.3");
    const proof = await solved();
    expect((await signIn("replay", "guess 3", "198.51.100.3", proof)).status).toBe(401);
    const replayed = await signIn("replay", PASSWORD, "198.51.100.3", proof);
    expect(replayed.status).toBe(403);
    expect(replayed.page).toContain(VERIFY_ZH);
    const fresh = await solved();
    expect((await signIn("replay", PASSWORD, "198.51.100.3", fresh)).status).toBe(303);
    await failThrice("replay", "198.51.100.4");
    expect((await signIn("replay", PASSWORD, "198.51.100.4", fresh)).status).toBe(403);
  });

  it("answers garbage and oversized proofs with a 4xx and the page's message, never a 500", async () => {
    await failThrice("garbage", "198.51.100.5");
    const real = JSON.parse(Buffer.from(await solved(), "base64").toString("utf8"));
    const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const proofs = [
      "forged",
      "%%%not base64%%%",
      base64("a string"),
      base64({ challenge: {}, solution: {} }),
      base64({ challenge: { ...real.challenge, signature: "0".repeat(64) }, solution: real.solution }),
      base64({
        ...real,
        challenge: { ...real.challenge, parameters: { ...real.challenge.parameters, cost: 1e9 } },
      }),
      base64({ ...real, solution: { counter: 1, derivedKey: "00" } }),
      "A".repeat(5_000),
      "A".repeat(60_000),
    ];
    for (const proof of proofs) {
      const refused = await signIn("garbage", PASSWORD, "198.51.100.5", proof);
      expect(refused.status, proof.slice(0, 40)).toBe(403);
      expect(refused.page).toContain(VERIFY_EN);
    }
    // Over the form's 64 KB cap: refused before it is read.
    const huge = await signIn("garbage", PASSWORD, "198.51.100.5", "A".repeat(70_000));
    expect(huge.status).toBe(413);
    // None of that counted as a failure: a solved proof and the right password still sign in.
    expect((await signIn("garbage", PASSWORD, "198.51.100.5", await solved())).status).toBe(303);
  });

  it("a guesser spread over twenty addresses meets the proof for that name; the editor is never kept out", async () => {
    for (let i = 0; i < 20; i++) expect((await signIn("many", `guess ${i}`, `203.0.113.${i}`)).status).toBe(401);
    expect((await signIn("many", "guess 20", "203.0.113.99")).status).toBe(403);
    const owner = await signIn("many", PASSWORD, "192.0.2.9");
    expect(owner.status).toBe(403);
    expect((await signIn("many", PASSWORD, "192.0.2.9", await solved())).status).toBe(303);
  }, 30_000);

  it("serves its challenge and the widget's files from its own origin, and nothing else under /auth/login/", async () => {
    const challenge = (await (await fetch(`${lake.origin}/auth/login/challenge`)).json()) as {
      parameters: { algorithm: string; expiresAt: number };
      signature: string;
    };
    expect(challenge.parameters.algorithm).toBe("SHA-256");
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    for (const [file, type] of [
      ["proof.js", "text/javascript"],
      ["altcha.js", "text/javascript"],
      ["sha-worker.js", "text/javascript"],
      ["altcha.css", "text/css"],
    ]) {
      const response = await fetch(`${lake.origin}/auth/login/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type")).toBe(`${type}; charset=utf-8`);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
    for (const other of ["nothing.js", "..%2Fserver.ts", "constructor", "__proto__"])
      expect((await fetch(`${lake.origin}/auth/login/${other}`)).status, other).toBe(404);
    expect((await fetch(`${lake.origin}/auth/login/challenge`, { method: "POST", body: "x" })).status).toBe(404);
  });
});

describe("the lake's sign-in audit trail", () => {
  /** The audit lines the lake logged for `account`, as { event, address }. */
  const auditLines = (account: string) =>
    lake
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{") && line.includes('"component":"audit"'))
      .map((line) => JSON.parse(line) as { event: string; account: string; address?: string })
      .filter((line) => line.account === account);

  it("records failed sign-ins, the proof step, the sign-in and the sign-out, never a password or a long name", async () => {
    await failThrice("audited", "203.0.113.90");
    expect((await signIn("audited", PASSWORD, "203.0.113.90")).status).toBe(403);
    const ok = await signIn("audited", PASSWORD, "203.0.113.90", await solved());
    expect(ok.status).toBe(303);
    const session = ok.cookie.split(";")[0] ?? "";
    expect(session).toMatch(new RegExp(`^${SESSION_COOKIE}=.+`));
    const out = await fetch(`${lake.origin}/v2025-10-01/auth/logout`, { method: "POST", headers: { cookie: session } });
    expect(out.status).toBe(200);
    await signIn("x".repeat(100), "guess", "203.0.113.91");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const events = auditLines("audited").map((line) => `${line.event} ${line.address ?? ""}`.trim());
    expect(events).toEqual([
      "sign-in-failed 203.0.113.90",
      "sign-in-failed 203.0.113.90",
      "sign-in-failed 203.0.113.90",
      "sign-in-proof-refused 203.0.113.90",
      "sign-in 203.0.113.90",
      "sign-out",
    ]);
    expect(auditLines("(not an account name)").map((line) => line.event)).toContain("sign-in-failed");
    expect(lake.output()).not.toContain(PASSWORD);
    expect(lake.output()).not.toContain("x".repeat(65));
  });
});
